import { RichTextView } from '@/components/rich-text-view';

/** A description of the company offer (server-sanitised rich text). */
export const OfferText = ({ text }: { text: string | null }) => <RichTextView html={text} />;
