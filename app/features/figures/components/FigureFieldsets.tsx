// The fieldsets of /admin/contenus/chiffres: one per figure, with the pages that show it, the
// choice between the database's count and a typed number (for the figures the database can
// count), the number, the "+" and the label. Plain inputs: the form works without JavaScript.
import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { ChoiceGroup } from "~/components/ui/choice-group";
import { FieldErrors, TextField } from "~/components/ui/field";
import { SampleLabel } from "~/components/ui/sample-label";
import { formatCount } from "~/lib/format-number";
import { BOARD_FIGURES, FIGURE_MODES, NUMBER_FIGURES, type BoardFigureKey, type NumberFigureKey } from "../figures";

type NumberFields = { mode: string; value: string; plus: string; label: string };
type BoardFields = { value: string; label: string };

const fieldsetClass = "rounded-xl border border-slate-200 p-5 dark:border-slate-700";
const legendClass = "px-1 font-semibold text-brand-800 dark:text-brand-100";

/** A figure loaded with the samples: labelled, and what becomes of it said. */
function SampleNote() {
  return (
    <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
      Valeur d’exemple, non vérifiée&#8239;: elle reste marquée «&#8239;Exemple&#8239;» sur le site, et disparaît avec les contenus d’exemple, tant que vous ne la modifiez
      pas.
    </p>
  );
}

function Legend({ name, sample }: { name: string; sample: boolean }) {
  return (
    <legend className={legendClass}>
      {name}
      {sample ? <SampleLabel className="ml-2" /> : null}
    </legend>
  );
}

export function NumberFigureFieldset({ figureKey, meta, counted, sample = false }: { figureKey: NumberFigureKey; meta: FieldMetadata<NumberFields>; counted?: number; sample?: boolean }) {
  const traits = NUMBER_FIGURES[figureKey];
  const fields = meta.getFieldset();
  const { key: valueKey, ...valueInput } = getInputProps(fields.value, { type: "text" });
  const { key: labelKey, ...labelInput } = getInputProps(fields.label, { type: "text" });
  return (
    <fieldset className={fieldsetClass} data-testid={`figure-${traits.id}`}>
      <Legend name={traits.name} sample={sample} />
      <p className="text-sm text-slate-600 dark:text-slate-400">Affiché sur&#8239;: {traits.shownOn}</p>
      {sample ? <SampleNote /> : null}
      {traits.countedOnly ? (
        <p className="mt-4 text-slate-700 dark:text-slate-300">
          Calculé automatiquement&#8239;: le site compte {traits.counted}
          {counted !== undefined ? ` Aujourd’hui : ${formatCount(counted)}.` : null}
        </p>
      ) : traits.counted ? (
        <div className="mt-4">
          <ChoiceGroup
            id={fields.mode.id}
            name={fields.mode.name}
            legend="Origine du nombre"
            columns={2}
            defaultValue={fields.mode.initialValue ?? FIGURE_MODES.auto}
            errors={fields.mode.errors}
            choices={[
              {
                value: FIGURE_MODES.auto,
                label: "Calculé automatiquement",
                description: (
                  <>
                    Le site compte {traits.counted}
                    {counted !== undefined ? ` Aujourd’hui\u202f: ${formatCount(counted)}.` : null}
                  </>
                ),
              },
              { value: FIGURE_MODES.typed, label: "Valeur saisie", description: "Le nombre saisi ci-dessous s’affiche tel quel." },
            ]}
          />
        </div>
      ) : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {traits.countedOnly ? null : (
          <TextField
            key={valueKey}
            {...valueInput}
            label={traits.valueLabel ?? (traits.format === "year" ? "Année" : "Nombre")}
            hint={traits.valueHint ?? (traits.counted ? "Obligatoire pour une valeur saisie." : "Laissez vide tant que vous n’avez pas de chiffre sûr : il n’est alors pas affiché.")}
            errors={fields.value.errors}
            inputMode="numeric"
            autoComplete="off"
          />
        )}
        <TextField
          key={labelKey}
          {...labelInput}
          label="Intitulé"
          hint={traits.labelHint ?? "Le texte affiché sous le nombre."}
          errors={fields.label.errors}
          required
          autoComplete="off"
        />
      </div>
      {traits.plus ? <PlusCheckbox meta={fields.plus} /> : null}
    </fieldset>
  );
}

function PlusCheckbox({ meta }: { meta: FieldMetadata<string> }) {
  const { key, ...input } = getInputProps(meta, { type: "checkbox" });
  return (
    <div className="mt-3">
      <div className="flex min-h-11 items-center gap-3">
        <input key={key} {...input} id={meta.id} className="h-5 w-5 shrink-0 accent-brand-600" />
        <label htmlFor={meta.id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          Ajouter «&#8239;+&#8239;» après le nombre (par exemple «&#8239;2&#8239;000+&#8239;»)
        </label>
      </div>
      <FieldErrors id={`${meta.id}-error`} errors={meta.errors} />
    </div>
  );
}

export function BoardFigureFieldset({ figureKey, meta, sample = false }: { figureKey: BoardFigureKey; meta: FieldMetadata<BoardFields>; sample?: boolean }) {
  const { id, name } = BOARD_FIGURES[figureKey];
  const fields = meta.getFieldset();
  const { key: valueKey, ...valueInput } = getInputProps(fields.value, { type: "text" });
  const { key: labelKey, ...labelInput } = getInputProps(fields.label, { type: "text" });
  return (
    <fieldset className={fieldsetClass} data-testid={`figure-${id}`}>
      <Legend name={name} sample={sample} />
      {sample ? <SampleNote /> : null}
      <div className="mt-2 grid gap-4 sm:grid-cols-2">
        <TextField
          key={valueKey}
          {...valueInput}
          label="Valeur"
          hint={"Telle qu’affichée, par exemple «\u202f15 ans\u202f» ou «\u202f75+\u202f». Vide\u202f: la statistique n’est pas affichée."}
          errors={fields.value.errors}
          autoComplete="off"
        />
        <TextField key={labelKey} {...labelInput} label="Intitulé" errors={fields.label.errors} required autoComplete="off" />
      </div>
    </fieldset>
  );
}
