/** Text made safe inside HTML, attribute values included: what the pre-renderer and the configurator write. */
export const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
