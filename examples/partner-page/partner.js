// The partner hooks its analytics onto our widgets' events, which bubble out of the shadow root.
const list = document.getElementById('events');
for (const name of ['cairn-enquiry-sent', 'cairn-enquiry-failed']) {
  document.addEventListener(name, (event) => {
    if (list.dataset.empty !== 'no') list.replaceChildren();
    list.dataset.empty = 'no';
    const item = document.createElement('li');
    item.textContent = `${name} ${JSON.stringify(event.detail)}`;
    list.append(item);
  });
}
