/**
 * The Labyrinth's play screen in English, beyond the first board words in `en.ts` (the
 * reference: `lab-de.ts` and `lab-ru.ts` give every key). The game master's own words come
 * from the game (its languages).
 */
export const labEn = {
  'lab.seatStart': 'started on {type}',
  'lab.seatOut': 'out of the game',
  'lab.chooseStart':
    'Choose your start cell in secret among the highlighted cells. Nobody sees it; when all have chosen, the game master checks the choices together.',
  'lab.chooseStartPeek':
    'Choose your start cell in secret among the highlighted cells, or first ask about a cell ({n} left).',
  'lab.chooseAgain':
    'The choices were declared invalid (this is normal, rule 6.1): choose again in secret, a cell other than your last one.',
  'lab.reorderNow': 'You may order a new cell: choose it on the board, or make your move.',
  'lab.yourMoveOutside':
    'You are outside the labyrinth: come back in on this move, through the exit you left by — otherwise you are out of the game.',
  'lab.yourMove': 'Your move: an arrow button or arrow key, or a whole move in words.',
  'lab.answer': 'The game master’s last answer to you',
  'lab.noAnswer': 'Nothing yet: your first move is answered here.',
  'lab.pad': 'Moves',
  'lab.keys': 'Arrow keys play the four moves when you are not typing.',
  'lab.told': 'As last told: {status}',
  'lab.notebook': 'Notebook',
  'lab.round': 'Round',
  'lab.notebookEmpty': 'No moves yet.',
  'lab.tool': 'Draw',
  'lab.tool.cell': 'Cells and walls',
  'lab.tool.here': 'I am here',
  'lab.tool.flow': 'River arrows',
  'lab.tool.pit': 'Pit loops',
  'lab.tool.treasure': 'Treasures',
  'lab.tool.exit': 'Exits',
  'lab.hint.here': 'Click the cell where you think you are.',
  'lab.hint.hereTouch': 'Tap the cell where you think you are.',
  'lab.hint.flow': 'Click a cell to turn its river arrow: up, right, down, left, none.',
  'lab.hint.flowTouch': 'Tap a cell to turn its river arrow: up, right, down, left, none.',
  'lab.hint.pit': 'Click a pit to number it in its loop: 1 to 9, then none.',
  'lab.hint.pitTouch': 'Tap a pit to number it in its loop: 1 to 9, then none.',
  'lab.hint.treasure': 'Click a cell to mark or unmark a treasure.',
  'lab.hint.treasureTouch': 'Tap a cell to mark or unmark a treasure.',
  'lab.hint.exit': 'Click a side of the outline to mark or unmark an exit.',
  'lab.hint.exitTouch': 'Tap a side of the outline to mark or unmark an exit.',
  'lab.sketchKeys':
    'On the board: arrows move the cursor; I: I am here, F: river arrow, 1–9: pit number (0 clears), T: treasure, Alt+arrow: exit.',
  'lab.here': 'I am here (my guess)',
  'lab.exitMark': 'exit',
} as const;

export type LabKey = keyof typeof labEn;
