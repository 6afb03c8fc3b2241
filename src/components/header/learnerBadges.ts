// The header's two badges that only a signed-in learner sees, in one module so that HeaderNav.tsx loads them lazily
// as one file: every learner's page shows both, and two files cost a request and a preamble more.
export { default as PracticeBadge } from './PracticeBadge';
export { default as ReviewBadge } from './ReviewBadge';
