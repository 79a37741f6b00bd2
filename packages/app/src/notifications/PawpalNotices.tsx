import { Badge, Button, ErrorState } from '@pawpal/ui';
import { Link } from 'react-router-dom';
import { describeError } from '../data/mutation';
import { markNoticesRead, useNotices } from '../data/notices';

const WHEN = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });

/**
 * Messages from Pawpal (a verification decided, a badge about to expire, a report handled, a
 * payout paid or failed), newest first, on the owner's home and the sitter's dashboard. Nothing
 * at all when there are none.
 */
export function PawpalNotices() {
  const { data, error, mutate } = useNotices();
  if (error)
    return (
      <ErrorState
        headingLevel={3}
        title="We couldn’t load your messages from Pawpal"
        message={describeError(error)}
        onRetry={() => void mutate()}
      />
    );
  if (!data || data.length === 0) return null;
  const unread = data.filter((notice) => notice.readAt === null).length;
  const markRead = async () => {
    await markNoticesRead();
    await mutate();
  };
  return (
    <section aria-labelledby="pawpal-notices" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="pawpal-notices" className="flex items-center gap-2 text-xl font-semibold text-foreground">
          From Pawpal
          {unread > 0 ? <Badge variant="secondary">{unread} new</Badge> : null}
        </h2>
        {unread > 0 ? (
          <Button variant="ghost" size="sm" onClick={() => void markRead()}>
            Mark all as read
          </Button>
        ) : null}
      </div>
      <ul className="flex flex-col gap-2">
        {data.slice(0, 5).map((notice) => (
          <li key={notice.id} className={`rounded-lg border p-3 ${notice.readAt === null ? 'border-primary' : 'border-border'}`}>
            <p className="font-medium text-foreground">{notice.title}</p>
            <p className="text-sm text-muted-foreground">{notice.body}</p>
            <p className="mt-1 flex flex-wrap gap-3 text-xs text-muted-foreground">
              <time dateTime={notice.createdAt}>{WHEN.format(new Date(notice.createdAt))}</time>
              {notice.link ? (
                <Link to={notice.link} className="font-medium text-primary underline-offset-4 hover:underline">
                  Open
                </Link>
              ) : null}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
