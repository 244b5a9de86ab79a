import { openingTicket, type ApplyInfo } from '@conf/contract';
import { pageId, type FirstCalls } from '../../static/firstAnswers';

const applyForm = (id: number) => `POST api/ms.meeting/get_apply_form?meeting_id=${id}`;

/**
 * The sign-up form (/meeting/apply/{id}), as mf-meeting's apply feature asks for it: the form, then, when the
 * meeting takes sign-ups, the coupons and red packets to claim (ClaimList), and the best coupon for the ticket it
 * opens with, one attendee (ApplyStore, asked whenever the total is not zero). A visitor is asked to log in.
 */
export const applyFirstCalls: FirstCalls[] = [
  { path: /^\/meeting\/apply\/\d{1,9}$/, calls: () => [], whole: true },
  {
    path: /^\/meeting\/apply\/(\d{1,9})$/,
    signedIn: true,
    whole: true,
    calls: ([, id]) => [applyForm(pageId(id))],
    then: (data, [, id]) => {
      const meetingId = pageId(id);
      const form = data(applyForm(meetingId)) as ApplyInfo | undefined;
      if (!form) return [];
      const price = openingTicket(form.tickets)?.price ?? 0;
      return [
        ...(form.apply_status === 'open'
          ? ['get_meeting_coupon_list', 'get_meeting_red_packet'].map((call) => `POST api/ms.coupon/${call}?meeting_id=${meetingId}`)
          : []),
        ...(price > 0 ? [`POST api/ms.coupon/get_best_coupon?meeting_id=${meetingId}&amount=${price}`] : []),
      ];
    },
  },
];
