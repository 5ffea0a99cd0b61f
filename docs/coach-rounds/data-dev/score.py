"""Scores a replies file (npm run coach:round output, or the same shape) against dev.json: python3 score.py REPLIES.json [BEFORE.json]."""
import json, re, sys
MENU = re.compile(r"Which of these is closest|Which would help most|So I answer the right thing|I'd rather ask than|Who do you mean")
dev = json.load(open(sys.argv[0].replace('score.py', 'dev.json')))['items']
def load(f):
    b = json.load(open(f)); qs = {q['id']: q['reply'] for q in b['questions']}
    for t in b['threads']:
        for i, e in enumerate(t['exchange']): qs[f"{t['id']}.{i}"] = e['coach']
    return qs
def passes(reply, item):
    if MENU.search(reply): return False
    return all(re.search(p, reply, re.I) for p in item['must']) and not any(re.search(p, reply, re.I) for p in item['mustNot'])
runs = [load(f) for f in sys.argv[1:]]
for f, r in zip(sys.argv[1:], runs):
    ok = [d['id'] for d in dev if passes(r[d['id']], d)]
    menus = [k for k, v in r.items() if MENU.search(v)]
    print(f"{f}: data/app items passing {len(ok)}/{len(dev)}; menus (all rounds 3-10 replies) {len(menus)}")
if len(runs) == 2:
    a, b = runs
    print('newly passing:', [d['id'] for d in dev if passes(b[d['id']], d) and not passes(a[d['id']], d)])
    print('newly failing:', [d['id'] for d in dev if passes(a[d['id']], d) and not passes(b[d['id']], d)])
    print('still failing:', [d['id'] for d in dev if not passes(b[d['id']], d)])
