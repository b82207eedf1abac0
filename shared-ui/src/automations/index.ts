// `@clientline/shared-ui/automations`: a template's or a project's automations, with the dialog that adds and
// edits one, for the template's page (the workspace's) and the project's page (the portal's). Bundled into the
// remotes that show it (not a shared singleton), so it reaches the rest of shared-ui by package name.
export { ProjectAutomations, TemplateAutomations } from './automations-section';
