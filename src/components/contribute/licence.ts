/** The licence every contributed recording is released under, and where to read it. */
export const LICENCE = 'CC-BY-SA-4.0';
export const LICENCE_URL = 'https://creativecommons.org/licenses/by-sa/4.0/';
