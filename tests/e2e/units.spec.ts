import { unitTest } from './unit-player.ts';

// Every unit with its own browser test, each played lesson by lesson with the keyboard only, the answers taken
// from the lesson files (tests/e2e/unit-player.ts). Playing a unit is a flow, the same at both widths: one unit
// per course is also played at 375 px, and every lesson type's layout at 375 px is checked by lesson-layout.spec.ts
// (docs/testing.md, "Two widths, where width matters").
unitTest('igbo', 1, { wrongFirst: true });
unitTest('swahili', 2, { bothWidths: true });
unitTest('swahili', 3);
unitTest('kriolu', 2, { bothWidths: true, wrongFirst: true });
unitTest('kriolu', 3);
unitTest('swahili', 4);
unitTest('swahili', 5);
unitTest('kriolu', 4);
unitTest('kriolu', 5);
unitTest('swahili', 6);
unitTest('kriolu', 6);
