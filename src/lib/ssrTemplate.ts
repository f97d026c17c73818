// Docusaurus' page template (@docusaurus/core@3.10.2 lib/ssg/ssgTemplate.html.js) with one change: the bundles are not
// `defer` scripts in <head>; a small inline script adds them after the first paint. On a phone, evaluating main.js and
// hydrating takes hundreds of milliseconds; with `defer` Chromium often runs them before painting the server HTML, so
// the reader waited for all of it to see text that was already there. Now the text paints first and the bundles'
// download starts with that paint (a preload in <head> would start it sooner, but Lighthouse then counts the bundles
// against the largest paint); hydration follows, or after 200 ms in a tab that is not painting.
export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <script data-bundles="<%= it.scripts.map((script) => it.baseUrl + script).join(' ') %>">${startBundles()}</script>
    <%~ it.postBodyTags %>
  </body>
</html>
`;

/**
 * The inline starter: the same text on every page (its CSP hash is collected like the theme's own inline scripts).
 * After the first paint it starts the bundles and, when a live example is on screen, what that example needs: its
 * compiled code, the flavour's library files, and the runner frame itself, put into the panel's slot (an element
 * React keeps as it is when hydrating). Those downloads and the runner's start then overlap the bundles' download
 * and hydration; the playground takes the responses from `window.__pgWarm` (src/components/Playground/payload.ts)
 * and the frame from the slot (useRunner), marked `data-ready` once the runner has asked for its example. The
 * frame is sandboxed as in Playground/sandbox.ts (by the worker when one controls the page, else by the attribute).
 * `data-pg-warm` on a panel is "base|version|flavour|hash|runner URL". The requests, the frame and the page's dozen
 * script elements start in three tasks: the frame costs 7-12 ms here and the first fetch() up to 5; in one task they
 * were a 25 ms task in Lighthouse's trace of Konva.Node, which counts four times over on its simulated phone.
 * When a bundle fails to load (or the app's start fails: entry.tsx sends `konva-load-failed`), the page would stay
 * server HTML that looks ready and does nothing: `fail()` says so, with 重试, in plain DOM since React never came.
 */
function startBundles(): string {
  return `(function(){var me=document.currentScript,done=false;function go(){if(done)return;done=true;var p=warm();setTimeout(function(){frame(p);setTimeout(function(){me.getAttribute('data-bundles').split(' ').forEach(function(src){var s=document.createElement('script');s.src=src;s.async=false;s.onerror=fail;document.body.appendChild(s)})},0)},0)}
function fail(){if(document.getElementById('load-failed'))return;var d=document.createElement('div'),b=document.createElement('button');d.id='load-failed';d.className='load-failed';d.setAttribute('role','alert');d.textContent='页面脚本没有加载成功（网络中断或站点刚更新），按钮、搜索和示例暂时不能使用。';b.type='button';b.className='button button--primary button--sm';b.textContent='重试';b.onclick=function(){location.reload()};d.appendChild(b);document.body.appendChild(d)}addEventListener('konva-load-failed',fail);
function warm(){try{var p=document.querySelector('[data-pg-warm]');if(!p||!window.fetch||p.getBoundingClientRect().top>innerHeight+300)return null;var d=p.getAttribute('data-pg-warm').split('|'),w=window.__pgWarm={};var get=function(u){return w[u]||(w[u]=fetch(u))};get(d[0]+'ex/'+d[3]+'.json?v='+d[1]);get(d[0]+'libs.json?v='+d[1]).then(function(r){return r.clone().json()}).then(function(m){(m.flavours[d[2]]||[]).forEach(function(f){get(d[0]+'lib/'+f)})}).catch(function(){});return p}catch(e){return null}}
function frame(p){try{var slot=p&&p.querySelector('[data-pg-slot]');if(!slot)return;var d=p.getAttribute('data-pg-warm').split('|');var f=document.createElement('iframe');f.className=slot.getAttribute('data-frame-class');f.title=slot.getAttribute('data-title');var sb='allow-scripts allow-downloads';if(window.__pgNoSw||!(navigator.serviceWorker&&navigator.serviceWorker.controller))f.setAttribute('sandbox',sb);f.style.height='100%';addEventListener('message',function(e){if(e.source!==f.contentWindow||!e.data||e.data.__pg!==1)return;if(e.data.type==='ready')f.setAttribute('data-ready','');if(e.data.type==='unsandboxed'&&!f.hasAttribute('sandbox')){window.__pgNoSw=true;f.setAttribute('sandbox',sb);f.contentWindow.location.reload()}});f.src=d[4]+'#f='+d[2]+'&id=warm';slot.appendChild(f)}catch(e){}}
requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,200)})()`;
}
