// The SVG travels unencoded in a data URL, where '#' would end it and '%' start an escape: those two are left out.
const escapeXml = (text: string) =>
  text
    .replace(/[#%]/g, '')
    .replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/**
 * The picture of a new TOTP factor, as raw SVG text (supabase-js prefixes `data:image/svg+xml;utf-8,`, so it shows
 * wherever Supabase Auth's QR code would). It is not a QR code: this server makes none without a QR library, so the
 * picture shows the key to type into an authenticator app, in groups of four; the `uri` of the same answer is the
 * `otpauth://` address a QR code would carry, for a client that draws its own.
 */
export function secretCardSvg(secret: string, issuer: string, account: string): string {
  const groups = secret.match(/.{1,4}/g) ?? [];
  const lines = [groups.slice(0, 4).join(' '), groups.slice(4).join(' ')].filter(Boolean);
  const key = lines
    .map((line, i) => `<text x="8" y="${62 + i * 22}" font-family="monospace" font-size="16">${escapeXml(line)}</text>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120" role="img">` +
    `<title>${escapeXml(`${issuer} (${account}): enter this key in your authenticator app`)}</title>` +
    `<rect width="240" height="120" fill="white" stroke="black"/>` +
    `<text x="8" y="22" font-family="sans-serif" font-size="12">${escapeXml(issuer)}</text>` +
    `<text x="8" y="38" font-family="sans-serif" font-size="11">Enter this key in your authenticator app:</text>` +
    key +
    `</svg>`
  );
}
