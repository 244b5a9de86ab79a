import { openingTicket } from './openingTicket';

const ticket = (id: number, sale_state: string) => ({ id, sale_state });

it.each([
  [[ticket(1, 'not_started'), ticket(2, 'on_sale'), ticket(3, 'on_sale')], 2],
  [[ticket(1, 'sold_out'), ticket(2, 'ended')], undefined],
  [[], undefined],
])('opens %j at ticket %s', (tickets, id) => {
  expect(openingTicket(tickets)?.id).toBe(id);
});
