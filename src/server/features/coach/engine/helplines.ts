/**
 * DATA: the emergency numbers and helplines the safety screen names, by country, and the time zones and place names
 * that say which country a member is in (decision 090).
 *
 * EVERY NUMBER HERE NEEDS A HUMAN CHECK AGAINST THE SERVICE'S OWN SITE BEFORE RELEASE (and again every year): a wrong
 * number in a crisis answer is worse than none. Only lines the author was confident are current are listed; where a
 * country has no line here for a need, the answer gives the emergency number and findahelpline.com instead of a guess.
 *
 * A line's `reach` is written into answers as it is (markdown, numbers in bold), so it must read after "- **Name**: ".
 */

export type CountryCode =
  | 'US' | 'CA' | 'GB' | 'IE' | 'AU' | 'NZ' | 'DE' | 'AT' | 'CH' | 'FR' | 'ES' | 'IT' | 'NL' | 'BE' | 'SE'
  | 'NO' | 'DK' | 'FI' | 'PL' | 'PT' | 'IN' | 'SG' | 'JP' | 'ZA' | 'MX' | 'BR' | 'PH' | 'NG' | 'KE';

/** What a line is for: suicide and emotional crisis, domestic abuse, sexual assault, stalking, a child or an older person at risk, something swallowed, a text line. */
export type Need = 'crisis' | 'abuse' | 'assault' | 'stalking' | 'child' | 'elder' | 'poison' | 'text';

export interface HelpLine {
  name: string;
  /** How to reach it: "call or text **9-8-8**". */
  reach: string;
  /** When and how: "free, any time". */
  note?: string;
}

export interface CountryHelp {
  /** As written after "in": "Canada", "the UK". */
  name: string;
  /** The emergency number(s), the one to call first at the front. */
  emergency: string[];
  /** What each emergency number is for, when a country has several ("ambulance", "police"). */
  emergencyFor?: string[];
  /** The police's number for what is not an emergency. */
  police?: string;
  lines: Partial<Record<Need, HelpLine[]>>;
}

const line = (name: string, reach: string, note?: string): HelpLine => (note ? { name, reach, note } : { name, reach });

export const COUNTRIES: Record<CountryCode, CountryHelp> = {
  US: {
    name: 'the US',
    emergency: ['911'],
    lines: {
      crisis: [line('988 Suicide & Crisis Lifeline', 'call or text **988**', 'any time')],
      abuse: [line('National Domestic Violence Hotline', '**1-800-799-7233**, or text **START** to **88788**', 'free, 24 hours')],
      assault: [line('RAINN National Sexual Assault Hotline', '**1-800-656-4673** (online chat at rainn.org)', 'free and confidential, 24 hours')],
      stalking: [line('VictimConnect Resource Center', '**1-855-484-2846**')],
      child: [line('Childhelp National Child Abuse Hotline', '**1-800-422-4453**', 'call or text, 24 hours')],
      elder: [line('Eldercare Locator', '**1-800-677-1116**', 'which connects you to Adult Protective Services')],
      poison: [line('Poison Control', '**1-800-222-1222**')],
      text: [line('Crisis Text Line', 'text **HOME** to **741741**')],
    },
  },
  CA: {
    name: 'Canada',
    emergency: ['911'],
    lines: {
      crisis: [line('9-8-8 Suicide Crisis Helpline', 'call or text **9-8-8**', 'any time')],
      // Canada's abuse and assault lines are provincial: no national line takes anyone of any gender, so the directory
      // that lists each province's lines comes first (a man controlled by a girlfriend, decision 096), then the
      // women's shelter finder, named as that.
      abuse: [
        line('Abuse and victim lines in your province', '**findahelpline.com**', 'for anyone of any gender'),
        line('ShelterSafe', 'find the nearest women’s shelter and its 24-hour crisis line at **sheltersafe.ca**'),
      ],
      // Child protection is provincial: in Ontario (the demo members' province) the local Children's Aid Society, which
      // takes reports day and night; elsewhere the province's or territory's child welfare office. Kids Help Phone is
      // named last and as what it is, a line for young people themselves, not where an adult reports.
      child: [
        line("Children's Aid Society (Ontario)", 'call your local society, day or night; the Ontario Association of Children’s Aid Societies lists them at **oacas.org**'),
        line('Elsewhere in Canada', 'the child welfare (child protection) office of your province or territory, or the police'),
        line('Kids Help Phone', '**1-800-668-6868**, or text **686868**', 'for children and young people themselves, any time'),
      ],
      // Elder abuse lines are provincial too: Ontario's (the demo members' province) by name, the directory for the rest.
      elder: [
        line('Seniors Safety Line (Ontario)', '**1-866-299-1011**', '24 hours, in many languages'),
        line('Elsewhere in Canada', 'the Canadian Network for the Prevention of Elder Abuse lists each province’s help at **cnpea.ca**'),
      ],
    },
  },
  GB: {
    name: 'the UK',
    emergency: ['999'],
    police: '101',
    lines: {
      crisis: [line('Samaritans', '**116 123**', 'free, day or night')],
      // The national helpline is for women; a man abused by a partner is named his own line beside it (blind round 13:
      // a man controlled by his girlfriend was given only a women's line).
      abuse: [
        line('Refuge National Domestic Abuse Helpline', '**0808 2000 247**', 'for women, free and open 24 hours'),
        line("Men's Advice Line", '**0808 801 0327**', 'for men, free'),
      ],
      assault: [line('Rape Crisis 24/7 Support Line (England and Wales)', '**0808 500 2222**', 'they also help men and people of every gender')],
      stalking: [line('National Stalking Helpline', '**0808 802 0300**')],
      child: [line('NSPCC Helpline', '**0808 800 5000**', "or your council's children's services")],
      elder: [line('Hourglass', '**0808 808 8141**', 'for abuse of older people')],
      poison: [line('NHS', '**111**')],
      text: [line('Shout', 'text **SHOUT** to **85258**')],
    },
  },
  IE: {
    name: 'Ireland',
    emergency: ['112', '999'],
    lines: {
      crisis: [line('Samaritans', '**116 123**', 'free, day or night'), line('Pieta', '**1800 247 247**, or text **HELP** to **51444**', 'free, any time')],
      abuse: [line("Women's Aid", '**1800 341 900**', 'free, 24 hours')],
      assault: [line('Rape Crisis Helpline', '**1800 77 8888**', 'free, 24 hours')],
    },
  },
  AU: {
    name: 'Australia',
    emergency: ['000'],
    lines: {
      crisis: [line('Lifeline', '**13 11 14**', 'any time'), line('Suicide Call Back Service', '**1300 659 467**')],
      abuse: [line('1800RESPECT', '**1800 737 732**', 'domestic, family and sexual violence, 24 hours')],
      assault: [line('1800RESPECT', '**1800 737 732**', 'domestic, family and sexual violence, 24 hours')],
      poison: [line('Poisons Information Centre', '**13 11 26**')],
    },
  },
  NZ: {
    name: 'New Zealand',
    emergency: ['111'],
    lines: {
      crisis: [line('Need to talk?', 'call or text **1737**', 'free, any time'), line('Lifeline', '**0800 543 354**')],
      abuse: [line("Women's Refuge", '**0800 733 843**', '24 hours')],
      assault: [line('Safe to talk', '**0800 044 334**, or text **4334**', 'free, any time')],
    },
  },
  DE: {
    name: 'Germany',
    emergency: ['112', '110'],
    emergencyFor: ['ambulance', 'police'],
    lines: {
      crisis: [line('TelefonSeelsorge', '**0800 111 0 111** or **0800 111 0 222**', 'free, day or night')],
      // As in the UK: the women's line, and the men's line beside it.
      abuse: [
        line('Hilfetelefon Gewalt gegen Frauen', '**116 016**', 'for women, free, 24 hours, in many languages'),
        line('Hilfetelefon Gewalt an Männern', '**0800 123 99 00**', 'for men, free'),
      ],
      assault: [
        line('Hilfetelefon Gewalt gegen Frauen', '**116 016**', 'for women, free, 24 hours, in many languages'),
        line('Hilfetelefon Gewalt an Männern', '**0800 123 99 00**', 'for men, free'),
      ],
    },
  },
  AT: {
    name: 'Austria',
    emergency: ['112', '133', '144'],
    emergencyFor: ['any emergency', 'police', 'ambulance'],
    lines: {
      crisis: [line('Telefonseelsorge', '**142**', 'free, day or night')],
      abuse: [line('Frauenhelpline gegen Gewalt', '**0800 222 555**', 'free, 24 hours')],
      assault: [line('Frauenhelpline gegen Gewalt', '**0800 222 555**', 'free, 24 hours')],
    },
  },
  CH: {
    name: 'Switzerland',
    emergency: ['112', '144', '117'],
    emergencyFor: ['any emergency', 'ambulance', 'police'],
    lines: {
      crisis: [line('Die Dargebotene Hand / La Main Tendue', '**143**', 'day or night')],
      abuse: [line('Opferhilfe Schweiz', "your canton's victim support, found at **opferhilfe-schweiz.ch**")],
    },
  },
  FR: {
    name: 'France',
    emergency: ['112', '15', '17'],
    emergencyFor: ['any emergency', 'SAMU, medical', 'police'],
    lines: {
      crisis: [line('Numéro national de prévention du suicide', '**3114**', 'free, 24 hours')],
      abuse: [line('Violences Femmes Info', '**3919**', 'free and anonymous, 24 hours')],
      assault: [line('Violences Femmes Info', '**3919**', 'free and anonymous, 24 hours')],
      child: [line('Allô Enfance en Danger', '**119**', 'free, 24 hours')],
    },
  },
  ES: {
    name: 'Spain',
    emergency: ['112'],
    lines: {
      crisis: [line('Línea 024', '**024**', 'free, 24 hours')],
      abuse: [line('Línea 016', '**016**', 'free, 24 hours, and it leaves no trace on the phone bill')],
      assault: [line('Línea 016', '**016**', 'free, 24 hours, and it leaves no trace on the phone bill')],
      child: [line('Fundación ANAR', '**900 20 20 10**')],
    },
  },
  IT: {
    name: 'Italy',
    emergency: ['112'],
    lines: {
      abuse: [line('1522, antiviolenza e stalking', '**1522**', 'free, 24 hours')],
      assault: [line('1522, antiviolenza e stalking', '**1522**', 'free, 24 hours')],
      stalking: [line('1522, antiviolenza e stalking', '**1522**', 'free, 24 hours')],
      child: [line('Telefono Azzurro', '**19696**')],
    },
  },
  NL: {
    name: 'the Netherlands',
    emergency: ['112'],
    lines: {
      crisis: [line('113 Zelfmoordpreventie', '**113** or **0800 0113**', 'free, any time')],
      abuse: [line('Veilig Thuis', '**0800 2000**', 'free, 24 hours')],
      assault: [line('Centrum Seksueel Geweld', '**0800 0188**', 'free, 24 hours')],
      child: [line('Veilig Thuis', '**0800 2000**', 'free, 24 hours')],
      elder: [line('Veilig Thuis', '**0800 2000**', 'free, 24 hours')],
    },
  },
  BE: {
    name: 'Belgium',
    emergency: ['112'],
    lines: {
      crisis: [line('Zelfmoordlijn (Dutch)', '**1813**'), line('Centre de Prévention du Suicide (French)', '**0800 32 123**')],
      abuse: [line('1712 (Dutch)', '**1712**'), line('Écoute violences conjugales (French)', '**0800 30 030**')],
    },
  },
  SE: {
    name: 'Sweden',
    emergency: ['112'],
    lines: {
      crisis: [line('Mind Självmordslinjen', '**90101**')],
      abuse: [line('Kvinnofridslinjen', '**020-50 50 50**', 'free, 24 hours')],
      assault: [line('Kvinnofridslinjen', '**020-50 50 50**', 'free, 24 hours')],
    },
  },
  NO: {
    name: 'Norway',
    emergency: ['113', '112'],
    emergencyFor: ['ambulance', 'police'],
    lines: {
      crisis: [line('Mental Helse Hjelpetelefonen', '**116 123**', 'day or night'), line('Kirkens SOS', '**22 40 00 40**')],
    },
  },
  DK: {
    name: 'Denmark',
    emergency: ['112'],
    lines: {
      crisis: [line('Livslinien', '**70 201 201**')],
      abuse: [line('Lev Uden Vold', '**1888**')],
    },
  },
  FI: {
    name: 'Finland',
    emergency: ['112'],
    lines: {
      crisis: [line('MIELI Crisis Helpline', '**09 2525 0111**', 'any time')],
      abuse: [line('Nollalinja', '**080 005 005**', 'free, 24 hours')],
    },
  },
  PL: {
    name: 'Poland',
    emergency: ['112'],
    lines: {
      crisis: [line('Centrum Wsparcia', '**800 70 2222**', 'free, 24 hours')],
      abuse: [line('Niebieska Linia', '**800 120 002**')],
    },
  },
  PT: {
    name: 'Portugal',
    emergency: ['112'],
    lines: {
      crisis: [line('SNS 24', '**808 24 24 24**', 'the health line, which also offers psychological support')],
    },
  },
  IN: {
    name: 'India',
    emergency: ['112'],
    lines: {
      crisis: [line('Tele-MANAS', '**14416** or **1-800-891-4416**', 'free, 24 hours')],
      abuse: [line('Women Helpline', '**181**')],
      assault: [line('Women Helpline', '**181**')],
      child: [line('Childline', '**1098**', 'free, 24 hours')],
    },
  },
  SG: {
    name: 'Singapore',
    emergency: ['995', '999'],
    emergencyFor: ['ambulance', 'police'],
    lines: {
      crisis: [line('Samaritans of Singapore (SOS)', '**1767**', '24 hours')],
      abuse: [line('National Anti-Violence and Sexual Harassment Helpline', '**1800 777 0000**', '24 hours')],
      assault: [line('National Anti-Violence and Sexual Harassment Helpline', '**1800 777 0000**', '24 hours')],
    },
  },
  JP: {
    name: 'Japan',
    emergency: ['119', '110'],
    emergencyFor: ['ambulance', 'police'],
    lines: {
      crisis: [line('Yorisoi Hotline', '**0120-279-338**', 'free, 24 hours')],
      abuse: [line('DV Sōdan Navi', '**#8008**')],
      assault: [line('Sexual violence one-stop support centres', '**#8891**')],
    },
  },
  ZA: {
    name: 'South Africa',
    emergency: ['112', '10111', '10177'],
    emergencyFor: ['from any mobile', 'police', 'ambulance'],
    lines: {
      crisis: [line('SADAG Suicide Crisis Helpline', '**0800 567 567**')],
      abuse: [line('GBV Command Centre', '**0800 428 428**', '24 hours')],
      assault: [line('GBV Command Centre', '**0800 428 428**', '24 hours')],
      child: [line('Childline South Africa', '**116**')],
    },
  },
  MX: {
    name: 'Mexico',
    emergency: ['911'],
    lines: {
      crisis: [line('Línea de la Vida', '**800 911 2000**', '24 hours')],
    },
  },
  BR: {
    name: 'Brazil',
    emergency: ['192', '190'],
    emergencyFor: ['SAMU, ambulance', 'police'],
    lines: {
      crisis: [line('CVV', '**188**', 'free, 24 hours')],
      abuse: [line('Central de Atendimento à Mulher', '**180**')],
      assault: [line('Central de Atendimento à Mulher', '**180**')],
      child: [line('Disque 100', '**100**')],
    },
  },
  PH: {
    name: 'the Philippines',
    emergency: ['911'],
    lines: {
      crisis: [line('NCMH Crisis Hotline', '**1553**', 'free, 24 hours')],
    },
  },
  NG: {
    name: 'Nigeria',
    emergency: ['112'],
    lines: {},
  },
  KE: {
    name: 'Kenya',
    emergency: ['999', '112'],
    lines: {
      abuse: [line('National GBV Helpline', '**1195**', 'free, 24 hours')],
      assault: [line('National GBV Helpline', '**1195**', 'free, 24 hours')],
      child: [line('Childline Kenya', '**116**')],
    },
  },
};
