import type { GameWords } from '@daedalus/core';

export const de: GameWords = {
  name: 'Labyrinth',
  summary:
    'Finde den echten Schatz in einem Labyrinth, das du nicht siehst; der Computer ist der Spielleiter.',
  howToPlay:
    'Du siehst das Labyrinth nicht: Der Computer als Spielleiter sagt dir nur, worauf du triffst. Wähle heimlich ein Startfeld; in deinem Zug gehst du ein Feld nach oben, unten, links oder rechts, schießt oder wirfst eine Granate. Achte auf jede Antwort – „Wand“, „Fluss“, „Krankenhaus“, „Schatz“ – und zeichne dir deine eigene Karte. Finde den echten Schatz und trage ihn durch einen Ausgang hinaus, dann hast du gewonnen.',
  options: {
    width: {
      label: 'Breite',
      description: 'Breite eines erzeugten Labyrinths (Felder).',
    },
    height: {
      label: 'Höhe',
      description: 'Höhe eines erzeugten Labyrinths (Felder).',
    },
    shape: {
      label: 'Form',
      description: 'Umriss eines erzeugten Labyrinths: Rechteck, ohne Ecken oder Kreuz.',
      choices: {
        rectangle: 'Rechteck',
        'no-corners': 'Ohne Ecken',
        cross: 'Kreuz',
      },
    },
    plan: {
      label: 'Plan (JSON)',
      description:
        'Ein fester Plan (wie auf der Regelseite beschrieben) statt eines erzeugten; er muss die Prüfung bestehen.',
    },
    landmines: {
      label: 'Landminen',
      description: 'Jeder Spieler beginnt mit einer Landmine.',
    },
    weaponryMines: {
      label: 'Landminen aus der Waffenkammer',
      description: 'Eine Waffenkammer gibt einem Spieler mit leeren Händen auch eine Landmine.',
    },
    encephalitis: {
      label: 'Enzephalitis',
      description: 'Erzeugte Pläne enthalten Enzephalitis-Felder (feste Pläne legen das selbst fest).',
    },
    healMoves: {
      label: 'Züge bis zum Krankenhaus',
      description:
        'Erfolgreiche Züge, in denen ein Angesteckter ein Krankenhaus erreichen muss (leer gelassen: drei mehr als die Zahl der Spieler).',
    },
    healUnlimited: {
      label: 'Heilung ohne Frist',
      description: 'Die Zeit zur Heilung nach einer Ansteckung ist nicht begrenzt.',
    },
    nstop: {
      label: 'Runden ohne Veränderung (Nstop)',
      description:
        'Runden ohne unumkehrbare Veränderung, nach denen die Partie unentschieden endet (leer gelassen: die Zahl der Felder).',
    },
    rivers: {
      label: 'Flüsse',
      description:
        'Normale, seichte (einmal mitgerissen, dann am Ufer entlang) oder reißende (bis ins Delta mitgerissen) Flüsse.',
      choices: {
        normal: 'Normal',
        shallow: 'Seicht',
        turbulent: 'Reißend',
      },
    },
    shotRange: {
      label: 'Schussweite',
      description:
        'Wie viele Felder eine Kugel über das Feld des Schützen hinaus fliegt (leer gelassen: unbegrenzt).',
    },
    shootFromRivers: {
      label: 'Schießen aus dem Fluss',
      description: 'Schießen von Flussfeldern ist erlaubt (ausgeschaltet: „das Pulver ist nass“).',
    },
    shootThroughBuildings: {
      label: 'Schießen durch Gebäude',
      description:
        'Kugeln fliegen durch Waffenkammern und Krankenhäuser (aus ihnen heraus wird nie geschossen).',
    },
    targetedShots: {
      label: 'Gezielte Schüsse',
      description: 'Jeder Schuss nennt Zielspieler und Zielfeld; nur dieser kann getroffen werden, nur dort.',
    },
    mineVictimsReorder: {
      label: 'Neues Feld nach Minenverletzung',
      description:
        'Wer von einer Landmine verwundet wird, darf ein neues Feld bestellen (ausgeschaltet: darf er nicht).',
    },
    commonStart: {
      label: 'Gemeinsamer Start',
      description: 'Alle beginnen auf einem vom Spielleiter gewählten Feld, ohne Patronen und Granaten.',
    },
    startShared: {
      label: 'Gemeinsame Startfelder',
      description:
        'Zwei Spieler dürfen dasselbe Startfeld wählen (ausgeschaltet: solche Wahlen sind ungültig).',
    },
    startForbidden: {
      label: 'Verbotene Startfelder',
      description: 'Feldtypen, auf denen ein gewählter Start ungültig ist.',
      choices: {
        land: 'Land',
        hospital: 'Krankenhaus',
        weaponry: 'Waffenkammer',
        pit: 'Grube',
        river: 'Fluss',
        delta: 'Delta',
        encephalitis: 'Enzephalitis',
      },
    },
    allowSkip: {
      label: 'Aussetzen',
      description: 'Ein Spieler darf einen Zug aussetzen.',
    },
    allowRepeats: {
      label: 'Züge wiederholen',
      description:
        'Ein Zug, der bekanntlich nichts ändert (derselbe Zug nach „gegen eine Wand gestoßen“), darf wiederholt werden.',
    },
    blowReport: {
      label: 'Was eine Granate verrät',
      description:
        'Was über eine Granate gesagt wird: nichts, ob danach dort eine Wand steht, oder alles (keine Wand / gesprengt / hat standgehalten).',
      choices: {
        silent: 'Nichts',
        'wall-remains': 'Ob eine Wand bleibt',
        full: 'Alles',
      },
    },
    throwing: {
      label: 'Werfen',
      description:
        'Gegenstände dürfen auf Nachbarfelder geworfen werden (ausgeschaltet: nur auf dem eigenen Feld ablegen).',
    },
    mineOnNeighbour: {
      label: 'Landminen auf Nachbarfeldern',
      description:
        'Eine Landmine darf auf ein Nachbarfeld gelegt werden (ausgeschaltet: nur auf das eigene Feld).',
    },
    conditionalMoves: {
      label: 'Bedingte Züge',
      description: 'Bedingte Züge sind erlaubt.',
    },
    darkMoves: {
      label: 'Dunkle Züge',
      description: 'Dunkle Züge sind erlaubt.',
    },
    semiDarkMoves: {
      label: 'Halbdunkle Züge',
      description: 'Halbdunkle Züge sind erlaubt.',
    },
    recall: {
      label: 'Züge erfragen',
      description:
        'Nur den letzten Zug eines anderen Spielers erfragen oder das ganze öffentliche Protokoll behalten.',
      choices: {
        last: 'Nur den letzten Zug',
        full: 'Das ganze Protokoll',
      },
    },
    lastSurvivorMoves: {
      label: 'Züge für den letzten Überlebenden',
      description:
        'Züge, in denen der letzte Überlebende den echten Schatz hinaustragen muss (leer gelassen: er gewinnt sofort).',
    },
    handicaps: {
      label: 'Vorgaben (JSON)',
      description: 'Vorgaben für schwächere Spieler.',
    },
    moveSeconds: {
      label: 'Sekunden pro Zug',
      description:
        'Zeit für einen Zug im Online-Spiel; wer sie überschreitet, verliert (leer gelassen: ohne Begrenzung).',
    },
    thinkingBreaks: {
      label: 'Denkpausen',
      description:
        'Ein Spieler darf vor einem Zug eine fünfminütige Pause nehmen (erneut, sobald die Hälfte der Spieler ihre genommen hat).',
    },
    generator: {
      label: 'Grenzen des Generators (JSON)',
      description:
        'Grenzen für das erzeugte Labyrinth (Anzahl der Waffenkammern, Krankenhäuser, Gruben, Flüsse, Flussarme, Ausgänge, Wände).',
    },
    closedExits: {
      label: 'Verschlossene Ausgänge',
      description:
        'Ausgänge dürfen anfangs durch eine sprengbare Wand verschlossen sein (ausgeschaltet: jeder Ausgang ist offen).',
    },
    crossings: {
      label: 'Durchgänge',
      description:
        'Gegenüberliegende Seiten des Labyrinths sind durch Ketten von Land-, Krankenhaus-, Waffenkammer- und Deltafeldern ohne Wände verbunden.',
    },
    fakeTreasures: {
      label: 'Falsche Schätze',
      description: 'Erzeugte Pläne: Anzahl der falschen Schätze (leer gelassen: nach Wahl des Generators).',
    },
  },
  presets: {
    standard: 'Standard (alle Regeln)',
    beginner: 'Einsteiger',
    taster: 'Schnupperpartie (klein, kurz)',
  },
};
