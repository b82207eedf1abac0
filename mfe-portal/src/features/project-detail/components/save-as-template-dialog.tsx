import type { UseFormRegisterReturn } from 'react-hook-form';
import { nameWithoutYear, projectAsTemplateSchema, TEMPLATE_CADENCE_LABELS, TEMPLATE_CADENCES, type Project } from '@clientline/contracts';
import { Field, Input, Select } from '@clientline/shared-ui/widgets';
import { useSaveProjectAsTemplateMutation } from '@clientline/shared-ui/api/project-templates';
import { FormDialog } from '@clientline/shared-ui/form-dialog';
import { useNavigate } from '@clientline/shared-ui/router';
import { apiFieldError } from '@clientline/shared-ui/store';

/** What the api keeps of the project (docs/api.md, "POST /api/projects/{id}/save-as-template"), said before saving. */
const WHAT_IS_KEPT = "Its milestones, tasks and document requests are kept as days from the project's start; the year in its name becomes {year}, or a name without one gets its period after it.";

/**
 * Save as template: the project's milestones, tasks and document requests become a new template of the
 * firm, named after the project without its year. Once saved, the template's page (the workspace's) opens,
 * to edit it and make its projects for the clients; a name already taken is said on the name field.
 */
export function SaveAsTemplateDialog({ project, onClose }: { project: Pick<Project, 'id' | 'name'>; onClose(): void }) {
  const [saveAsTemplate] = useSaveProjectAsTemplateMutation();
  const navigate = useNavigate();
  return (
    <FormDialog
      title="Save as template"
      description={WHAT_IS_KEPT}
      schema={projectAsTemplateSchema}
      defaultValues={{ name: nameWithoutYear(project.name), cadence: 'yearly' }}
      submitLabel="Save template"
      submit={async (values, form) => {
        try {
          return await saveAsTemplate({ projectId: project.id, ...values }).unwrap();
        } catch (error) {
          // A template of the firm already has the name (409): said on the field, where it is changed.
          const taken = apiFieldError(error, 'name');
          if (taken) form.setError('name', { message: taken }, { shouldFocus: true });
          throw error;
        }
      }}
      toasts={{
        success: (template) => ({ title: 'Template saved', description: `${template.name}: edit it, then create its projects for your clients.` }),
        failure: 'Failed to save the template',
      }}
      onDone={(template) => {
        void navigate(`/templates/${template.id}`);
      }}
      onClose={onClose}
    >
      {({ register, formState: { errors } }) => (
        <TemplateFields name={register('name')} cadence={register('cadence')} errors={{ name: errors.name?.message, cadence: errors.cadence?.message }} />
      )}
    </FormDialog>
  );
}

/** The template's name and how often it comes back: asked by Save as template and by Repeat…. */
export function TemplateFields({
  name,
  cadence,
  errors,
}: {
  name: UseFormRegisterReturn;
  cadence: UseFormRegisterReturn;
  errors: { name?: string; cadence?: string };
}) {
  return (
    <>
      <Field label="Template name" required error={errors.name}>
        <Input autoComplete="off" {...name} />
      </Field>
      <Field label="Comes back" error={errors.cadence}>
        <Select {...cadence}>
          {TEMPLATE_CADENCES.map((choice) => (
            <option key={choice} value={choice}>
              {TEMPLATE_CADENCE_LABELS[choice]}
            </option>
          ))}
        </Select>
      </Field>
    </>
  );
}
