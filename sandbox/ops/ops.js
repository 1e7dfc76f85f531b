// Operations page: plain DOM, no inline script (CSP script-src 'self').
const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
if (params.get('token')) sessionStorage.setItem('opsToken', params.get('token'));
$('token').value = sessionStorage.getItem('opsToken') || '';
let current = null;

async function call(method, url, body) {
  sessionStorage.setItem('opsToken', $('token').value);
  const headers = { 'x-ops-token': $('token').value };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const data = await res.json();
  if (!res.ok) {
    const details = (data.errors || []).map((e) => `${e.pointer || '(body)'}: ${e.message}`).join('; ');
    throw new Error(`${data.message}${details ? ` ${details}` : ''}`);
  }
  return data;
}

function say(text, kind) {
  $('message').textContent = text;
  $('message').dataset.kind = kind || 'info';
}

function cell(row, text) {
  const td = document.createElement('td');
  td.textContent = text;
  row.appendChild(td);
  return td;
}

async function refresh() {
  try {
    const apps = await call('GET', '/ops/applications');
    const body = $('applications');
    body.replaceChildren();
    for (const app of apps) {
      const row = document.createElement('tr');
      const open = document.createElement('button');
      open.type = 'button';
      open.textContent = app.uuid;
      open.addEventListener('click', () => show(app.uuid));
      cell(row, '').appendChild(open);
      const name = app.name ? `${app.name.firstName} ${app.name.lastName}` : '';
      cell(row, `${name} <${app.email || ''}>`);
      cell(row, app.persona);
      cell(row, app.status);
      cell(row, app.updatedAt);
      body.appendChild(row);
    }
    say(`${apps.length} application(s).`);
  } catch (error) {
    say(error.message, 'error');
  }
}

function render(detail) {
  current = detail.application.uuid;
  $('detail').hidden = false;
  $('detail-title').textContent = `Application ${current} (${detail.application.serverStatus})`;
  $('status').value = detail.application.serverStatus;
  $('json').textContent = JSON.stringify(detail, null, 2);
}

async function show(uuid) {
  try {
    render(await call('GET', `/ops/applications/${uuid}`));
  } catch (error) {
    say(error.message, 'error');
  }
}

async function loadStatuses() {
  try {
    const v = await call('GET', '/ops/statuses');
    const all = [...v.routed, ...v.stopPolling, ...v.keepPolling].sort();
    $('status').replaceChildren(...all.map((s) => Object.assign(document.createElement('option'), { value: s, textContent: s })));
  } catch (error) {
    say(error.message, 'error');
  }
}

$('refresh').addEventListener('click', () => { loadStatuses(); refresh(); });
$('set-status').addEventListener('click', async () => {
  try {
    render(await call('POST', `/ops/applications/${current}/status`, { status: $('status').value }));
    say('Status set.');
    refresh();
  } catch (error) { say(error.message, 'error'); }
});
$('apply-patch').addEventListener('click', async () => {
  try {
    render(await call('PATCH', `/ops/applications/${current}`, JSON.parse($('patch').value)));
    say('Patch applied.');
  } catch (error) { say(error.message, 'error'); }
});
$('add-condition').addEventListener('click', async () => {
  try {
    await call('POST', `/ops/applications/${current}/conditions`, { categoryEnum: $('category').value, requestDocuments: true });
    await show(current);
    say('Condition added.');
  } catch (error) { say(error.message, 'error'); }
});

loadStatuses();
refresh();
