// While a lesson or a practice session is played, <body data-activity="in-progress"> says so: a new version of the app
// waits to offer its reload until the mark is gone (src/pwa/update-prompt.ts). Set by useActivityMark
// (src/lib/activityMark.ts) in the lesson shell and the practice page.

/** The body's data attribute, as `dataset` names it and as markup writes it. */
export const ACTIVITY_KEY = 'activity';
export const ACTIVITY_ATTRIBUTE = 'data-activity';
export const IN_PROGRESS = 'in-progress';

/** True while a lesson or a practice session marks the page as in progress. */
export const activityInProgress = (): boolean => document.body.dataset[ACTIVITY_KEY] === IN_PROGRESS;
