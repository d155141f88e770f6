// The part of a reply its sender wrote: the text before the quoted message, a forwarded header or a signature marker.

/** Lines where quoted or forwarded text begins, in the mail clients' languages. */
const QUOTE_STARTS = [
  /^>/m,
  /^On\b[^\n]*(?:\n[^\n]*)?\bwrote:/m,
  /^Am\b[^\n]*(?:\n[^\n]*)?\bschrieb\b/m,
  /^Le\b[^\n]*(?:\n[^\n]*)?\ba écrit\b/m,
  /^El\b[^\n]*(?:\n[^\n]*)?\bescribió\b/m,
  /^Op\b[^\n]*(?:\n[^\n]*)?\bschreef\b/m,
  /^-{2,}\s*(?:Original Message|Forwarded message|Ursprüngliche Nachricht|Message d'origine|Mensaje original|Oorspronkelijk bericht)/im,
  /^(?:From|Von|De|Van):\s[^\n]*\n(?:Sent|Date|Gesendet|Datum|Envoyé|Enviado|Verzonden):/m,
  /^_{10,}\s*$/m,
  /^-- ?$/m,
];

/**
 * The sender's own words: a prefix of `text`, so offsets into it are offsets into the note. The quoted outreach
 * message below a reply carries our own "unsubscribe" footer and questions, which must not be read as the reply.
 */
export function replyBodyOf(text: string): string {
  let end = text.length;
  for (const pattern of QUOTE_STARTS) {
    const match = pattern.exec(text);
    if (match && match.index < end) end = match.index;
  }
  return text.slice(0, end);
}
