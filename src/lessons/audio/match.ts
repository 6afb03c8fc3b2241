/** A word as recordings are matched to it: whatever its case and surrounding punctuation (the lesson's **Jambo!** is the manifest's 'Jambo'). */
export const same = (a: string) =>
  a
    .normalize('NFC')
    .trim()
    .replace(/^[\p{P}\s]+|[\p{P}\s]+$/gu, '')
    .toLocaleLowerCase();
