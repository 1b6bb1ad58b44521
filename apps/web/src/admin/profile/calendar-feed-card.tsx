import { LABELS } from '@visadesk/contract/plain';
import { useState } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import toast from 'react-hot-toast';
import { TitledCard } from '../components/titled-card';
import { useEndCalendarFeedMutation, useRenewCalendarFeedMutation } from './digest-api';

const L = LABELS.profile;

/**
 * The private calendar feed: make or renew its address (shown once, as only a hash is kept), copy
 * it, or turn the feed off; a line says how to add it to Outlook or Google Calendar.
 */
export function CalendarFeedCard() {
  const [renew, { isLoading: isRenewing }] = useRenewCalendarFeedMutation();
  const [end, { isLoading: isEnding }] = useEndCalendarFeedMutation();
  const [url, setUrl] = useState<string | null>(null);

  const make = async () => {
    const result = await renew();
    if (!result.data) return void toast.error(L.calendarFeedError);
    setUrl(result.data.url);
    toast.success(L.calendarFeedMade);
  };
  const turnOff = async () => {
    const result = await end();
    if (result.error) return void toast.error(L.calendarFeedError);
    setUrl(null);
    toast.success(L.calendarFeedEnded);
  };
  const copy = async () => {
    if (url) await navigator.clipboard?.writeText(url);
    toast.success(L.calendarFeedCopied);
  };

  return (
    <TitledCard id="calendar-feed-title" title={L.calendarFeed} className="mt-4" headingClassName="h5">
      <p className="text-body-secondary">{L.calendarFeedHint}</p>
      {url && (
        <Form.Group className="mb-3" controlId="profile-calendar-url">
          <Form.Label>{L.calendarFeedAddress}</Form.Label>
          <InputGroup>
            <Form.Control readOnly value={url} spellCheck={false} onFocus={(e) => e.currentTarget.select()} />
            <Button variant="outline-secondary" onClick={() => void copy()}>
              {L.calendarFeedCopy}
            </Button>
          </InputGroup>
        </Form.Group>
      )}
      <div className="d-flex flex-wrap gap-2">
        <Button onClick={() => void make()} disabled={isRenewing}>
          {url ? L.calendarFeedRenew : L.calendarFeedMake}
        </Button>
        <Button variant="outline-danger" onClick={() => void turnOff()} disabled={isEnding}>
          {L.calendarFeedOff}
        </Button>
      </div>
    </TitledCard>
  );
}
