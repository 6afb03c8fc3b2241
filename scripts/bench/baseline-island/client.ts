// Hydrates the baseline island over its server-rendered HTML, as Astro hydrates an island.
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Island } from './Island.ts';

hydrateRoot(document.getElementById('island')!, createElement(Island));
