/** React-query keys of the onboarding area: a transition or a new request makes both out of date. */
export const REQUEST_KEY = 'onboarding-request';
export const LIST_KEY = 'onboarding-requests';
