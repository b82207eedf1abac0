/**
 * A page painted before its script (prerendered at build time, or rendered for its user by the api) shows
 * buttons that do nothing until React has hydrated them: a second or two on a slow phone, and the tap is
 * lost. The api puts this script right after the painted #root: it holds the last press of a button there
 * (the browser's own action too, so a form is not sent without its script) and hands it to the page once
 * hydrated: the shell calls `window.__clientlineEarlyTaps(true)`, or `(false)` when it renders the page
 * afresh instead. Links work without script and are not held. The CSP allows it by its hash.
 */
export const EARLY_TAPS_SCRIPT =
  "(function(){var root=document.getElementById('root');var last=null;" +
  'function hold(event){var button=event.target instanceof Element?event.target.closest("button"):null;if(!button||!root.contains(button))return;' +
  'event.preventDefault();event.stopImmediatePropagation();last=button}' +
  "document.addEventListener('click',hold,true);" +
  "window.__clientlineEarlyTaps=function(replay){document.removeEventListener('click',hold,true);var button=last;last=null;if(replay&&button&&button.isConnected&&!button.disabled)button.click()}})();";
