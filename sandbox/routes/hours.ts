import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context.js';
import { notFound } from '../http/errors.js';
import { own } from '../util/own.js';
import { pathOf } from './operationPaths.js';

interface Hours {
  isOpen: boolean;
  startTime: string | null;
  endTime: string | null;
}

interface HoursFile {
  timeZone: string;
  departments: Record<string, { weekday: Hours; saturday: Hours; sunday: Hours }>;
}

const DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

function loadHours(ctx: Ctx, department: string) {
  const file = ctx.dataFile<HoursFile>('hours.json', { timeZone: 'America/Los_Angeles', departments: {} });
  const hours = own(file.departments, department.toUpperCase());
  if (!hours) throw notFound('The department');
  return { file, hours };
}

/** display=true groups days the way they are shown: Monday-Friday, Saturday, Sunday (001 §9). Also the sandbox's support page. */
export function displayHours(ctx: Ctx, department: string) {
  const { file, hours } = loadHours(ctx, department);
  return {
    department: department.toUpperCase(),
    timeZone: file.timeZone,
    weekdays: [
      { weekday: 'Monday - Friday', weekdayValue: 1, ...hours.weekday },
      { weekday: 'Saturday', weekdayValue: 6, ...hours.saturday },
      { weekday: 'Sunday', weekdayValue: 7, ...hours.sunday },
    ],
  };
}

export function hoursRoutes(app: FastifyInstance, ctx: Ctx): void {
  const load = (department: string) => loadHours(ctx, department);

  // Seven days; weekdayValue 1 for Monday to Friday, 6 and 7 for the weekend (001 §3).
  const week = (department: string) => {
    const { file, hours } = load(department);
    const weekdays = DAYS.map((weekday, i) => {
      const h = i < 5 ? hours.weekday : i === 5 ? hours.saturday : hours.sunday;
      return { weekday, weekdayValue: i < 5 ? 1 : i + 1, ...h };
    });
    return { department: department.toUpperCase(), timeZone: file.timeZone, weekdays };
  };

  app.get(pathOf('hours'), async (request) => displayHours(ctx, (request.params as { department: string }).department));

  app.get(pathOf('hoursWeek'), async (request) => week((request.params as { department: string }).department));

  app.get(pathOf('openStatus'), async (request) => {
    const { department } = request.params as { department: string };
    const { file, weekdays } = { file: load(department).file, weekdays: week(department).weekdays };
    const parts = new Intl.DateTimeFormat('en-US', { timeZone: file.timeZone, weekday: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(ctx.now()));
    const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    const today = weekdays.find((d) => d.weekday === get('weekday').toUpperCase());
    const time = `${get('hour')}:${get('minute')}`;
    const byClock = !!today?.isOpen && !!today.startTime && !!today.endTime && time >= today.startTime && time < today.endTime;
    // Staff may force a department open or closed (PUT /ops/hours/{department}).
    const override = ctx.db.prepare('SELECT open_status FROM hours_overrides WHERE department = ?').get(department.toUpperCase()) as { open_status: string } | undefined;
    const isOpen = override ? override.open_status === 'OPEN' : byClock;
    return { department: department.toUpperCase(), isOpen, openStatus: isOpen ? 'OPEN' : 'CLOSED', timeZone: file.timeZone, localTime: time };
  });
}
