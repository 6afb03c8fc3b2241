import { unitTest } from './unit-player.ts';

// Every unit with its own browser test, each played lesson by lesson with the keyboard only, the answers taken
// from the lesson files (tests/e2e/unit-player.ts). Issue 40 asks for each new unit at 375 and 1280 px.
unitTest('igbo', 1, { wrongFirst: true });
unitTest('swahili', 2, { bothWidths: true });
unitTest('swahili', 3, { bothWidths: true });
unitTest('kriolu', 2, { bothWidths: true, wrongFirst: true });
unitTest('kriolu', 3, { bothWidths: true });
unitTest('swahili', 4, { bothWidths: true });
unitTest('swahili', 5, { bothWidths: true });
unitTest('kriolu', 4, { bothWidths: true });
unitTest('kriolu', 5, { bothWidths: true });
unitTest('swahili', 6, { bothWidths: true });
unitTest('kriolu', 6, { bothWidths: true });
