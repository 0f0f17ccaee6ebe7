// The tests' own side writes with the shared rules too (the status line or a date they expect to read): it hands the
// rules every language's words, as the server and the page do once they have read a message file.
import { provideRuleWords } from '../../shared/i18n/rule-words';
import { messages as english } from '../../shared/i18n/messages/en';
import { messages as spanish } from '../../shared/i18n/messages/es';

provideRuleWords('en', english);
provideRuleWords('es', spanish);
