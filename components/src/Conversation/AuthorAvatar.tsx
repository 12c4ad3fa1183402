/**
 * The author's avatar (hands.md §2: "a conversation drawer with the author avatar and name"):
 * the author's picture, or their initials when there is none. Decorative: the name stands next
 * to it.
 */
import * as styles from './Conversation.css.js';

/** Who wrote the hand: the parent product's author (hands.md §3 "Parent"). */
export interface LessonAuthor {
  readonly name: string;
  /** The avatar picture's address (the author's `avatarPath`). */
  readonly avatarUrl?: string;
}

/** Up to two initials: "Anna de Vries" gives "AV". */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => word !== '');
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/**
 * @example
 * <AuthorAvatar author={{ name: 'Anna de Vries', avatarUrl: '/avatars/anna.jpg' }} />
 */
export function AuthorAvatar({ author }: { readonly author: LessonAuthor }) {
  if (author.avatarUrl) {
    return <img className={styles.avatar} src={author.avatarUrl} alt="" />;
  }
  return (
    <span className={styles.avatar} aria-hidden="true" data-initials="">
      {initialsOf(author.name)}
    </span>
  );
}
