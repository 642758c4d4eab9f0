import type { GameWords } from '@daedalus/core';

export const en: GameWords = {
  name: 'Labyrinth',
  summary: 'Find the true treasure in a labyrinth you cannot see; the computer is the game master.',
  howToPlay:
    'You cannot see the labyrinth: the computer game master tells you only what you meet. Choose a start cell in secret, then on your turn move one cell up, down, left or right, shoot or throw a grenade. Listen to every answer — "wall", "river", "hospital", "treasure" — and draw your own map. Find the real treasure and carry it out through an exit to win.',
  options: {
    width: {
      label: 'Width',
      description: 'Width of a generated labyrinth (cells).',
    },
    height: {
      label: 'Height',
      description: 'Height of a generated labyrinth (cells).',
    },
    shape: {
      label: 'Shape',
      description: 'Outline of a generated labyrinth: rectangle, no-corners or cross.',
      choices: {
        rectangle: 'Rectangle',
        'no-corners': 'No corners',
        cross: 'Cross',
      },
    },
    plan: {
      label: 'Plan (JSON)',
      description:
        'An explicit plan (written as in the rules page) instead of a generated one; it must pass the validator.',
    },
    landmines: {
      label: 'Landmines',
      description: 'Each player starts with one landmine.',
    },
    weaponryMines: {
      label: 'Landmines from weaponries',
      description: 'A weaponry also hands out a landmine to a player whose hands are empty.',
    },
    encephalitis: {
      label: 'Encephalitis',
      description: 'Generated plans contain encephalitis cells (explicit plans decide for themselves).',
    },
    healMoves: {
      label: 'Moves to reach a hospital',
      description:
        'Successful moves an infected player has to reach a hospital (left empty: three more than the number of players).',
    },
    healUnlimited: {
      label: 'Unlimited time to heal',
      description: 'The time to heal after an infection is not limited.',
    },
    nstop: {
      label: 'Rounds without change (Nstop)',
      description:
        'Rounds without an irreversible change that end the game in a draw (left empty: the number of cells).',
    },
    rivers: {
      label: 'Rivers',
      description:
        'Normal, shallow (carried once, then walk along) or turbulent (carried to the delta) rivers.',
      choices: {
        normal: 'Normal',
        shallow: 'Shallow',
        turbulent: 'Turbulent',
      },
    },
    shotRange: {
      label: 'Shot range',
      description: 'How many cells a bullet flies beyond the shooter’s cell (left empty: unlimited).',
    },
    shootFromRivers: {
      label: 'Shooting from rivers',
      description: 'Shooting from river cells is allowed (when off: "the powder is damp").',
    },
    shootThroughBuildings: {
      label: 'Shooting through buildings',
      description: 'Bullets fly through weaponries and hospitals (never from them).',
    },
    targetedShots: {
      label: 'Targeted shots',
      description: 'Every shot names its target player and cell; only he can be hit, only there.',
    },
    mineVictimsReorder: {
      label: 'New cell after a landmine wound',
      description: 'A player wounded by a landmine may order a new cell (when off: he may not).',
    },
    commonStart: {
      label: 'Common start',
      description: 'Everyone starts on one cell chosen by the game master, without bullets and grenades.',
    },
    startShared: {
      label: 'Shared start cells',
      description: 'Two players may choose the same start cell (when off: such choices are invalidated).',
    },
    startForbidden: {
      label: 'Forbidden start cells',
      description: 'Cell types on which a chosen start is invalidated.',
      choices: {
        land: 'Land',
        hospital: 'Hospital',
        weaponry: 'Weaponry',
        pit: 'Pit',
        river: 'River',
        delta: 'Delta',
        encephalitis: 'Encephalitis',
      },
    },
    allowSkip: {
      label: 'Skipping a move',
      description: 'A player may skip a move.',
    },
    allowRepeats: {
      label: 'Repeating a move',
      description: 'A move known to change nothing (the same move after "hit a wall") may be repeated.',
    },
    blowReport: {
      label: 'What a grenade reveals',
      description:
        'What is told about a grenade: silent (nothing), wall-remains (whether a wall stands there after the blast), full (no wall / blown up / withstood).',
      choices: {
        silent: 'Nothing',
        'wall-remains': 'Whether a wall remains',
        full: 'Everything',
      },
    },
    throwing: {
      label: 'Throwing',
      description: 'Items may be thrown to neighbouring cells (when off: only left on the own cell).',
    },
    mineOnNeighbour: {
      label: 'Landmines on neighbouring cells',
      description: 'A landmine may be set on a neighbouring cell (when off: only on the own cell).',
    },
    conditionalMoves: {
      label: 'Conditional moves',
      description: 'Conditional moves are allowed.',
    },
    darkMoves: {
      label: 'Dark moves',
      description: 'Dark moves are allowed.',
    },
    semiDarkMoves: {
      label: 'Semi-dark moves',
      description: 'Semi-dark moves are allowed.',
    },
    recall: {
      label: 'Recalling moves',
      description: 'Recall only the last move of another player (last), or keep the full public log (full).',
      choices: {
        last: 'The last move only',
        full: 'The full log',
      },
    },
    lastSurvivorMoves: {
      label: 'Moves for the last survivor',
      description:
        'Moves the last survivor has to carry the true treasure out (left empty: he wins at once).',
    },
    handicaps: {
      label: 'Handicaps (JSON)',
      description: 'Handicaps for weaker players.',
    },
    moveSeconds: {
      label: 'Seconds per move',
      description: 'Time for one move in online play; a player who runs out loses (left empty: no limit).',
    },
    thinkingBreaks: {
      label: 'Thinking breaks',
      description:
        'A player may take one 5-minute break before a move (again once half the players used theirs).',
    },
    generator: {
      label: 'Generator limits (JSON)',
      description:
        'Limits on the generated labyrinth (counts of weaponries, hospitals, pits, rivers, river branches, exits, walls).',
    },
    closedExits: {
      label: 'Closed exits',
      description: 'Exits may start closed by a destructible wall (when off: every exit is open).',
    },
    crossings: {
      label: 'Crossings',
      description:
        'Opposite sides of the labyrinth are connected by chains of land, hospital, weaponry and delta cells without walls.',
    },
    fakeTreasures: {
      label: 'Fake treasures',
      description: 'Generated plans: number of fake treasures (left empty: the generator’s choice).',
    },
  },
  presets: {
    standard: 'Standard (the full rules)',
    beginner: 'Beginner',
    taster: 'Taster (small, short)',
  },
};
