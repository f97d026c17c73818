// Docusaurus' page template (its ssgTemplate.html, 3.10) with one change: the bundles are preloaded in <head> and
// started by a small script after the first paint, instead of as `defer` scripts. On a phone, evaluating main.js and
// hydrating takes hundreds of milliseconds; with `defer` Chromium often runs them before painting the server HTML, so
// the reader waits for all of it to see text that was already there. Now the text paints first, the download still
// starts at once, and hydration follows one frame later (or after 200 ms in a tab that is not painting).
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

/** The inline starter: the same text on every page (its CSP hash is collected like the theme's own inline scripts). */
function startBundles(): string {
  return `(function(){var me=document.currentScript,done=false;function go(){if(done)return;done=true;me.getAttribute('data-bundles').split(' ').forEach(function(src){var s=document.createElement('script');s.src=src;s.async=false;document.body.appendChild(s)})}requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,200)})()`;
}
