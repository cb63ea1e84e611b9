/**
 * The Client Success Stories dialog, with three video entries.
 *
 * `<cairn-success-stories open>`
 *
 * @attr open - present: the dialog is shown as a modal
 * @csspart dialog - the dialog
 * @event cairn-stories-close - the visitor closed the dialog
 */
import styles from 'virtual:widget-styles/success-stories';
import { successStories } from '../content/stories';
import { defineElement } from '../shared/define-element';
import { eventName } from '../shared/prefix';
import { SuccessStories } from './success-stories';

export default defineElement('success-stories', SuccessStories, {
  attributes: ['open'],
  styles,
  props: (element) => ({
    stories: successStories,
    open: element.hasAttribute('open'),
    onClose: () => {
      element.removeAttribute('open');
      element.dispatchEvent(new CustomEvent(eventName('stories-close'), { bubbles: true, composed: true }));
    },
  }),
});
