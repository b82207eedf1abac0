/**
 * A page painted before its script (prerendered at build time, or rendered for its user by the api) shows
 * buttons and fields that do nothing until React has hydrated them: a second or two on a slow phone. The
 * api puts this script right after the painted #root: it holds the last press of a button there (the
 * browser's own action too, so a form is not sent without its script) and keeps what is typed into its
 * fields, which hydrating sets back to the page's own values. The shell calls
 * `window.__clientlineEarlyTaps(true)` once the page is hydrated: each field is given its typed value again,
 * as if typed now (an input event, a select's change), then the button is pressed. `(false)` drops both,
 * when the page is rendered afresh instead. Links work without script and are not held; boxes and files
 * are left to the page. The CSP allows it by its hash.
 */
export const EARLY_TAPS_SCRIPT =
  "(function(){var root=document.getElementById('root');var last=null;var typed=new Map();" +
  'function hold(event){var button=event.target instanceof Element?event.target.closest("button"):null;if(!button||!root.contains(button))return;' +
  'event.preventDefault();event.stopImmediatePropagation();last=button}' +
  'function keep(event){var field=event.target;' +
  'if(!(field instanceof HTMLInputElement&&!/^(checkbox|radio|file)$/.test(field.type)||field instanceof HTMLTextAreaElement||field instanceof HTMLSelectElement)||!root.contains(field))return;' +
  'typed.set(field,field.value)}' +
  // Twice: the first event may be what hydrates the field's part of the page (which sets it back), the
  // second reaches the field hydrated. Set empty first through React's own tracking, then through the
  // element's setter, which React does not see: it takes the event as a change however it was hydrated.
  'function retype(value,field){var setValue=Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field),"value").set;' +
  'for(var tries=0;tries<2&&field.isConnected;tries++){field.value="";setValue.call(field,value);' +
  'field.dispatchEvent(new Event(field instanceof HTMLSelectElement?"change":"input",{bubbles:true}))}}' +
  "var listeners=[['click',hold],['input',keep],['change',keep]];" +
  'listeners.forEach(function(listener){document.addEventListener(listener[0],listener[1],true)});' +
  'window.__clientlineEarlyTaps=function(replay){listeners.forEach(function(listener){document.removeEventListener(listener[0],listener[1],true)});' +
  'var button=last;last=null;if(replay)typed.forEach(retype);typed.clear();' +
  'if(replay&&button&&button.isConnected&&!button.disabled)button.click()}})();';
