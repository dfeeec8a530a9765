/**
 * Every node test runs with the board index checked at every read
 * (interpreter/columbia/board.ts, `checkBoardIndex`): a board changed without
 * telling the index (a piece moved by hand and no `boardChanged(g)`) throws
 * at the next read instead of giving a stale answer.
 */
import { checkBoardIndex } from '../../interpreter/columbia/board.ts';

checkBoardIndex(true);
