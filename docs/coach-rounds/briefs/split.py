import json, sys
src, outdir, tag = sys.argv[1], sys.argv[2], sys.argv[3]
r = json.load(open(src))
parts = {1: r['questions'][:20], 2: r['questions'][20:], 3: r['threads'], 4: r['safety']}
for n, items in parts.items():
    keep = []
    for it in items:
        x = {k: v for k, v in it.items() if k not in ('askedAt', 'ms', 'timing')}
        keep.append(x)
    json.dump({'part': n, 'items': keep}, open(f'{outdir}/{tag}-part{n}.json', 'w'), indent=1)
print('ok')
