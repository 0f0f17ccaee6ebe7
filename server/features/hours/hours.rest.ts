import { z } from 'zod';
import { hoursAnswer, hoursQuery, regularDay, regularWeekInput, adminSpecialDate, specialDateInput, specialDateRecords, specialRangeQuery, SPECIAL_NOTE_MAX, SPECIAL_RANGE_MAX_DAYS } from '../../../shared/schemas/hours';
import { MAX_PERIODS } from '../../../shared/rules/opening-periods';
import { translatedText, WITH_LANG } from '../../../shared/schemas/translations';
import { defineRoute } from '../../rest/api-route';
import { exampleHours, exampleRegularWeek, exampleRegularWeekInput, exampleAdminSpecialDate, exampleSpecialDateInput, exampleAdminChangedHours } from './hours.examples';
import { deleteSpecialDate, getHours, getRegularWeek, listSpecialDates, saveRegularWeek, saveSpecialDate } from './hours.service';

const SPECIAL_ID = { id: 'Special date' };
const TIMES = 'Times are local 24-hour `HH:MM` in the bar\'s time zone; a `closes` at or before `opens` means after midnight.';
const PERIODS =
  `A day has \`periods\`, up to ${MAX_PERIODS} (e.g. lunch and dinner), by opening time, none on a closed day; its \`opens\`/\`closes\` are the first `
  + 'period\'s (null on a closed day), kept for clients that know one period a day.';
/** The POST answer: the record, or with `to` every record of the range. */
const specialAnswer = adminSpecialDate.or(specialDateRecords);

export const hoursPublicRoutes = [
  defineRoute({
    method: 'get',
    path: '/hours',
    auth: 'public',
    tag: 'Public',
    summary: 'Opening hours, special dates and whether the bar is open now',
    description:
      '`regular` has the seven days in week order; `special` the special dates from `date` (default: the bar\'s today) through the next 60 '
      + 'days, by date; `today` the hours of `date`, a special date winning over the regular day. `openNow`, `nextOpening` (UTC) and the guest\'s '
      + '`statusLine` ("Open now · until 9:30 PM") are computed from the server\'s clock at `asOf`; `statusChangesAt` (UTC) is when that '
      + `line may next read differently (the next opening or closing, or the bar's local midnight). ${PERIODS} \`today\` carries \`periods\` the same way. ${TIMES} `
      + `${WITH_LANG} special dates' notes are ${translatedText("the staff's")}; another \`lang\` is a 400.`,
    query: hoursQuery,
    shared: true,
    response: { status: 200, description: 'The hours.', schema: hoursAnswer },
    example: { query: { date: '2026-11-23' }, response: exampleHours },
    handle: ({ ctx, query }) => getHours(ctx, query),
  }),
];

export const hoursAdminRoutes = [
  defineRoute({
    method: 'get',
    path: '/admin/hours/regular',
    auth: 'staff',
    role: 'staff',
    tag: 'Hours',
    summary: 'The regular week',
    description: `The seven days in week order. ${PERIODS} ${TIMES}`,
    response: { status: 200, description: 'The seven days.', schema: z.array(regularDay) },
    example: { response: exampleRegularWeek },
    handle: ({ ctx }) => getRegularWeek(ctx),
  }),
  defineRoute({
    method: 'put',
    path: '/admin/hours/regular',
    auth: 'staff',
    role: 'manager',
    tag: 'Hours',
    summary: 'Replace the regular week',
    description:
      'Each of the seven days once, in any order, with its `periods` (up to three, not overlapping; `[]` for a closed day), or with `opens`/`closes` '
      + `for one period (neither for a closed day). \`periods\` wins when both are given, so a GET answer can be sent back as it is. ${TIMES}`,
    body: regularWeekInput,
    response: { status: 200, description: 'The saved week, in week order.', schema: z.array(regularDay) },
    errors: {
      400:
        'A day is missing or repeated, a time is not `HH:MM`, a day or period has only one of `opens`/`closes`, periods overlap or there are more '
        + 'than three (the field is named by its position, e.g. `4.opens`, `4.periods.1.closes`, `4.periods`).',
    },
    example: { body: exampleRegularWeekInput, response: exampleRegularWeek },
    handle: ({ ctx, body }) => saveRegularWeek(ctx, body),
  }),
  defineRoute({
    method: 'get',
    path: '/admin/hours/special',
    auth: 'staff',
    role: 'staff',
    tag: 'Hours',
    summary: 'Special dates in a range',
    description: 'From `from` (default: the bar\'s today) through `to` (default: a year after `from`), both inclusive, by date.',
    query: specialRangeQuery,
    response: { status: 200, description: 'The special dates, by date.', schema: z.array(adminSpecialDate) },
    example: { query: { from: '2026-11-23', to: '2027-01-31' }, response: [exampleAdminSpecialDate, exampleAdminChangedHours] },
    handle: ({ ctx, query }) => listSpecialDates(ctx, query),
  }),
  defineRoute({
    method: 'post',
    path: '/admin/hours/special',
    auth: 'staff',
    role: 'manager',
    tag: 'Hours',
    summary: 'Set a special date, or a range of them',
    description:
      `Upsert by \`date\`: closed (times ignored), or open with its \`periods\` (or \`opens\`/\`closes\` for one; \`periods\` wins); \`note\` up to `
      + `${SPECIAL_NOTE_MAX} characters, trimmed, empty stored as null. With \`to\` (at most ${SPECIAL_RANGE_MAX_DAYS} days after \`date\`), every date `
      + 'from `date` through `to` gets the same record, and the answer is `{ "records": [ … ] }`, by date (201 when any date was new), e.g. '
      + `\`{ "date": "2026-12-24", "to": "2027-01-02", "closed": true, "note": "Holidays" }\`. ${TIMES}`,
    body: specialDateInput,
    response: { status: 200, description: 'The date (every date of the range) had a record: updated.', schema: specialAnswer },
    otherResponses: [{ status: 201, description: 'The date (a date of the range) had none: created.', schema: specialAnswer, example: exampleAdminSpecialDate }],
    errors: { 400: 'A field is invalid (`to` before `date` or too far after it, periods that overlap…), or the date is before the bar\'s today (`fields.date`).' },
    example: { body: exampleSpecialDateInput, response: exampleAdminSpecialDate },
    handle: async ({ ctx, body, res }) => {
      const { created, answer } = await saveSpecialDate(ctx, body);
      if (created) res.status(201);
      return answer;
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/admin/hours/special/:id',
    auth: 'staff',
    role: 'manager',
    tag: 'Hours',
    summary: 'Remove a special date',
    description: 'The date goes back to its regular hours.',
    params: SPECIAL_ID,
    response: { status: 204, description: 'Removed.' },
    example: { params: { id: 3 } },
    handle: ({ ctx, params }) => deleteSpecialDate(ctx, params.id),
  }),
];
