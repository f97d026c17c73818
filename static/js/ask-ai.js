// Ask-AI entry point: registers itself only. Wrapped so it can never throw into the page.
(function () {
  try {
    var w = window;
    if (w.KonvaAskAI) return;
    w.KonvaAskAI = Object.freeze({version: 1, ready: true, features: []});
    document.documentElement.setAttribute('data-ask-ai', 'registered');
  } catch (e) {
    /* never let a helper script break the docs */
  }
})();
