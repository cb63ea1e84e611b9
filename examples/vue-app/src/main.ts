import { createApp, defineComponent, h, onMounted, ref } from 'vue';
import type { CairnEnquiryFormAttributes, CairnEnquiryFormElement } from './cairn';

// Render functions: no SFC plugin, and no template compiler in the browser (it needs unsafe-eval, which a strict CSP refuses).
const App = defineComponent(() => {
  const form = ref<CairnEnquiryFormElement | null>(null);
  const ready = ref(false);
  const sentFor = ref<string | null>(null);
  onMounted(() => {
    form.value?.addEventListener('cairn-ready', () => (ready.value = true));
    form.value?.addEventListener('cairn-enquiry-sent', (event) => (sentFor.value = String(event.detail.partnerId)));
  });
  const attributes: CairnEnquiryFormAttributes = { mode: 'popup', 'partner-id': 'acme-vue', context: 'plan=pro&source=vue-app' };
  return () =>
    h('main', [
      h('h1', 'Acme Cloud'),
      h('p', 'Need custom software? Our partner Cairn Software builds it.'),
      h('button', { type: 'button', disabled: !ready.value, onClick: () => void form.value?.open() }, 'Talk to Cairn'),
      h('p', { id: 'app-status', role: 'status' }, sentFor.value ? `Thanks, sent! (partner ${sentFor.value})` : ready.value ? 'The form is ready.' : 'Loading the form…'),
      h('cairn-enquiry-form', { ...attributes, ref: form }),
    ]);
});

createApp(App).mount('#app');
