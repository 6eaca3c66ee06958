// The Brazilian Portuguese catalogue: one file per namespace (docs/decisions.md, "Languages").
import common from './pt-BR/common.json';
import pay from './pt-BR/pay.json';
import signIn from './pt-BR/sign-in.json';
import shell from './pt-BR/shell.json';
import settings from './pt-BR/settings.json';
import password from './pt-BR/password.json';
import apiErrors from './pt-BR/api-errors.json';
import fields from './pt-BR/fields.json';
import forms from './pt-BR/forms.json';
import status from './pt-BR/status.json';
import overview from './pt-BR/overview.json';
import balance from './pt-BR/balance.json';
import auditLog from './pt-BR/audit-log.json';
import qualification from './pt-BR/qualification.json';
import payins from './pt-BR/payins.json';
import lists from './pt-BR/lists.json';
import detail from './pt-BR/detail.json';
import payouts from './pt-BR/payouts.json';
import markup from './pt-BR/markup.json';
import onboarding from './pt-BR/onboarding.json';
import team from './pt-BR/team.json';
import developers from './pt-BR/developers.json';
import webhooks from './pt-BR/webhooks.json';
import dialogs from './pt-BR/dialogs.json';

const catalogue = {
  common,
  pay,
  signIn,
  shell,
  settings,
  password,
  apiErrors,
  fields,
  forms,
  status,
  overview,
  balance,
  auditLog,
  qualification,
  payins,
  lists,
  detail,
  payouts,
  markup,
  onboarding,
  team,
  developers,
  webhooks,
  dialogs,
};

export default catalogue;
