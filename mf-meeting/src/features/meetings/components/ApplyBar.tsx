import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-vant/es/button';
import { FixedBar, formatTime } from '@conf/shared';
import { openLinkEntry } from '../../../common/link/openLinkEntry';
import type { LinkEntry } from '../../../common/link/resolveLinkEntry';
import type { ApplyState, MeetingStatus } from '../api/meetings';
import type { MeetingHomeStore } from '../stores/MeetingHomeStore';
import styles from './ApplyBar.module.css';

// The sign-up button does what a Fixed_type_7 entry does, login check included.
const APPLY: LinkEntry = { type: 'Fixed', Fixed_type: 'Fixed_type_7', name: '立即报名' };

/** Why sign-up is closed, in the words of the apply page, or null while it is open (or not yet known). */
export function closedText(meetingStatus: MeetingStatus, state: ApplyState | undefined): string | null {
  if (meetingStatus === 'ended') return '会议已结束';
  if (!state) return null;
  switch (state.apply_status) {
    case 'open':
      return null;
    case 'not_started': {
      const starts = state.tickets.flatMap((t) => (t.sale_state === 'not_started' && t.sale_start ? [t.sale_start] : [])).sort();
      return starts.length ? `即将开始报名 ${formatTime(starts[0], 'M月D日 HH:mm')}` : '即将开始报名';
    }
    default:
      return state.apply_status_text;
  }
}

/**
 * The meeting page's sign-up bar: 立即报名 while the meeting takes sign-ups, otherwise its state (报名已截止,
 * 名额已满, 即将开始报名 and when), so nobody is sent to an apply page that can only say no. Until the state is
 * known, and if it cannot be fetched, the button stays: the apply page checks again.
 */
export const ApplyBar = observer(function ApplyBar({
  store,
  meetingId,
  meetingStatus,
}: {
  store: MeetingHomeStore;
  meetingId: number;
  meetingStatus: MeetingStatus;
}) {
  const { applyState } = store;
  useEffect(() => {
    if (meetingStatus !== 'ended') void applyState.load();
  }, [applyState, meetingStatus]);
  const closed = closedText(meetingStatus, applyState.data);
  return (
    <FixedBar className={styles.bar} testId="apply-bar">
      <Button block round type="primary" disabled={closed !== null} onClick={() => void openLinkEntry(APPLY, meetingId)}>
        {closed ?? '立即报名'}
      </Button>
    </FixedBar>
  );
});
