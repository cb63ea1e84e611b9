/** Every element and event name starts with this: `cairn-enquiry-form`, `cairn-enquiry-sent`. */
export const PREFIX = 'cairn';

export const tagName = (widget: string) => `${PREFIX}-${widget}`;
export const eventName = (what: string) => `${PREFIX}-${what}`;
