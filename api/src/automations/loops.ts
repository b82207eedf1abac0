import type { AutomationAction, AutomationTrigger } from '@clientline/contracts';

interface Rule {
  name: string;
  trigger: AutomationTrigger;
  action: AutomationAction;
}

/** The triggers an action sets off: completing a milestone starts it first when it was pending. */
function setsOff(action: AutomationAction, trigger: AutomationTrigger): boolean {
  if (trigger.type !== 'milestone_started' && trigger.type !== 'milestone_completed') return false;
  if (action.type === 'start_milestone') return trigger.type === 'milestone_started' && trigger.milestone === action.milestone;
  if (action.type === 'complete_milestone') return trigger.milestone === action.milestone;
  return false;
}

/**
 * The names along a loop among `rules` (rules that set each other off without end: `["A", "B", "A"]`),
 * or null. Checked when one is saved, against the others that apply to the same projects.
 */
export function findLoop(rules: Rule[]): string[] | null {
  const state = new Map<number, 'open' | 'done'>();
  const path: number[] = [];
  const visit = (index: number): string[] | null => {
    if (state.get(index) === 'done') return null;
    if (state.get(index) === 'open') return [...path.slice(path.indexOf(index)), index].map((at) => rules[at].name);
    state.set(index, 'open');
    path.push(index);
    for (let next = 0; next < rules.length; next += 1) {
      if (!setsOff(rules[index].action, rules[next].trigger)) continue;
      const loop = visit(next);
      if (loop) return loop;
    }
    path.pop();
    state.set(index, 'done');
    return null;
  };
  for (let index = 0; index < rules.length; index += 1) {
    const loop = visit(index);
    if (loop) return loop;
  }
  return null;
}
