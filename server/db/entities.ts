// The explicit entity list (no folder scanning): the ORM, migrations and tests all load exactly these.
import { StaffUser } from '../features/auth/staff-user.entity';
import { Session } from '../features/auth/session.entity';
import { LoginDevice } from '../features/auth/login-device.entity';
import { LinkToken } from '../features/auth/link-token.entity';
import { ContactMessage } from '../features/contacts/contact-message.entity';
import { DrinkCategory } from '../features/drinks/drink-category.entity';
import { DrinkItem } from '../features/drinks/drink-item.entity';
import { ScheduledHighlight } from '../features/highlights/scheduled-highlight.entity';
import { RegularHours } from '../features/hours/regular-hours.entity';
import { SpecialDay } from '../features/hours/special-day.entity';
import { MenuCategory } from '../features/menu/menu-category.entity';
import { MenuItem } from '../features/menu/menu-item.entity';
import { Offer } from '../features/offers/offer.entity';
import { OutboxEmail } from '../features/mail/outbox-email.entity';
import { ContentVersionRow } from '../http-cache/content-version.entity';
import { ActivityEntry } from '../activity-log/activity-entry.entity';
import { RateLimitRow } from '../rate-limits/rate-limit.entity';

export const entities = [MenuCategory, MenuItem, DrinkCategory, DrinkItem, Offer, ScheduledHighlight, RegularHours, SpecialDay, ContactMessage, StaffUser, Session, ContentVersionRow, RateLimitRow, OutboxEmail, LinkToken, ActivityEntry, LoginDevice];
