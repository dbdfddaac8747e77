const LINK = /(https?:\/\/[^\s<>"]+|www\.[^\s<>"]+)/gi;

type Part = { at: number; text: string; link: boolean };

/** The text cut into plain parts and links, each keyed by where it starts. */
export const splitLinks = (text: string): Part[] => {
  const parts: Part[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const at = match.index ?? 0;
    if (at > last) parts.push({ at: last, text: text.slice(last, at), link: false });
    parts.push({ at, text: match[0], link: true });
    last = at + match[0].length;
  }
  if (last < text.length) parts.push({ at: last, text: text.slice(last), link: false });
  return parts;
};

/**
 * Plain text of a message with its links clickable (spec 5, text and links; nothing executable). React escapes
 * the text; only http(s) and www. links become anchors, opened in a new tab without the opener.
 */
export const MessageText = ({ text }: { text: string }) => (
  <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
    {splitLinks(text).map((part) =>
      part.link ? (
        <a
          key={part.at}
          href={part.text.startsWith('www.') ? `https://${part.text}` : part.text}
          target="_blank"
          rel="noopener noreferrer nofollow"
        >
          {part.text}
        </a>
      ) : (
        <span key={part.at}>{part.text}</span>
      ),
    )}
  </span>
);
