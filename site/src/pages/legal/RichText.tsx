import { Link } from '@renueva/ui';
import type { RichText as RichTextData } from '../../content/legal';

/** Running text from the content modules: plain, `<strong>`, or a link (internal paths route client-side). */
export function RichText({ text }: { text: RichTextData }) {
  if (typeof text === 'string') return text;
  return text.map((piece, index) => {
    const key = `${index}`;
    if (typeof piece === 'string') return piece;
    if ('strong' in piece) return <strong key={key}>{piece.strong}</strong>;
    return (
      <Link key={key} href={piece.href}>
        {piece.text}
      </Link>
    );
  });
}
