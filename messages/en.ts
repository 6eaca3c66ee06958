// The English catalogue: one file per namespace (docs/decisions.md, "Languages").
import common from './en/common.json';
import pay from './en/pay.json';
import signIn from './en/sign-in.json';
import shell from './en/shell.json';
import settings from './en/settings.json';
import password from './en/password.json';
import apiErrors from './en/api-errors.json';
import fields from './en/fields.json';
import forms from './en/forms.json';
import status from './en/status.json';
import overview from './en/overview.json';
import balance from './en/balance.json';
import auditLog from './en/audit-log.json';
import qualification from './en/qualification.json';
import payins from './en/payins.json';
import lists from './en/lists.json';
import detail from './en/detail.json';
import payouts from './en/payouts.json';
import markup from './en/markup.json';
import onboarding from './en/onboarding.json';
import team from './en/team.json';
import developers from './en/developers.json';
import webhooks from './en/webhooks.json';
import dialogs from './en/dialogs.json';

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
