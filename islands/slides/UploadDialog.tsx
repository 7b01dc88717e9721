// The slide upload dialog (spec 2 §4, §5, §8, §9): type, form, upload progress; the server's refusal
// brings the form back with everything kept.
import { useEffect, useRef, useState, type DragEvent } from "react";
import { browserNavigation, Dialog, progressRatio, runWrite, useService, useTranslate, useWriteLock, type RPC } from "../../src/kit";
import {
  ADD_SLIDE_ROUTE, CATEGORY_SEARCH_ROUTE, CERTIFICATION_SEARCH_ROUTE, CERTIFICATION_URL_KEY, PREPARE_PREVIEW_ROUTE, TAG_SEARCH_ROUTE, UPLOAD_LOST, UploadLostError,
  rpcWithProgress, type AddSlideAnswer,
} from "./upload_api";
import { PREVIEW_HOURS_TO_MINUTES, base64Of, fileProblem, inspectPdf, isPdf, pdfDurationMinutes } from "./upload_checks";
import { ChoiceOrNew } from "./ChoiceOrNew";
import { ModuleInstall, type InstallableModule } from "./ModuleInstall";
import {
  DISCARD, UPLOAD_TITLE, UPLOAD_TYPES, addSlideValues, emptyFields, saveButtons, usesUrl, type UploadFields, type UploadStep, type UploadType, type UploadedFileData,
} from "./upload_form";

type Named = { id: number; name?: string; title?: string };
type Preview = { error?: string; title?: string; description?: string; url_src?: string; completion_time?: number };

function useChoices(rpc: RPC, route: string, params: Record<string, unknown>, enabled: boolean): Named[] {
  const [rows, setRows] = useState<Named[]>([]);
  const key = JSON.stringify(params);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    rpc<{ read_results: Named[] }>(route, JSON.parse(key), { silent: true }).then((answer) => live && setRows(answer?.read_results ?? []), () => live && setRows([]));
    return () => void (live = false);
  }, [rpc, route, key, enabled]);
  return rows;
}

type UploadDialogProps = { channelId: number; canPublish: boolean; modules?: InstallableModule[]; close: () => void };

export function UploadDialog({ channelId, canPublish, modules = [], close }: UploadDialogProps) {
  const rpc = useService("rpc");
  const _t = useTranslate();
  const form = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const urlInput = useRef<HTMLInputElement>(null);
  const [step, setStep] = useState<UploadStep>("select");
  const [type, setType] = useState<UploadType>("presentation");
  const [fields, setFields] = useState<UploadFields>(emptyFields);
  const [file, setFile] = useState<(UploadedFileData & { name: string }) | null>(null);
  const [alert, setAlert] = useState("");
  const [checking, setChecking] = useState(false);
  const [progress, setProgress] = useState(0);
  const [preview, setPreview] = useState("");
  const [installing, setInstalling] = useState<InstallableModule | null>(null);
  const lock = useWriteLock();
  const inForm = step === "form" || step === "uploading";
  const sections = useChoices(rpc, CATEGORY_SEARCH_ROUTE, { fields: ["name"], domain: [["channel_id", "=", channelId]] }, inForm);
  const tags = useChoices(rpc, TAG_SEARCH_ROUTE, { fields: ["name"], domain: [] }, inForm);
  const certifications = useChoices(rpc, CERTIFICATION_SEARCH_ROUTE, { fields: ["title"] }, inForm && type === "certification");
  const set = (change: Partial<UploadFields>) => setFields((old) => ({ ...old, ...change }));
  const choose = (chosen: UploadType) => {
    setType(chosen);
    setAlert("");
    setStep("form");
  };

  /** A refused file leaves the field empty: the form cannot be sent with it. */
  const refuse = (input: HTMLInputElement, message: string) => {
    input.value = "";
    setAlert(_t(message));
  };

  const pickFile = async (input: HTMLInputElement) => {
    const picked = input.files?.[0];
    setAlert("");
    setFile(null);
    setPreview("");
    if (!picked) return;
    const problem = fileProblem(picked);
    if (problem) return refuse(input, problem);
    setChecking(true);
    try {
      const bytes = new Uint8Array(await picked.arrayBuffer());
      const inspection = isPdf(picked) ? await inspectPdf(bytes.slice()) : null;
      if (inspection && "error" in inspection) return refuse(input, inspection.error);
      const thumbnail = inspection ? inspection.thumbnail : `data:${picked.type};base64,${base64Of(bytes)}`;
      const duration = inspection ? { duration: pdfDurationMinutes(inspection.pages) } : {};
      setFields((old) => ({ ...old, ...duration, name: old.name || picked.name.replace(/\.[^.]+$/, "") }));
      setPreview(thumbnail);
      setFile({ name: picked.name, datas: base64Of(bytes), mimeType: picked.type || "application/pdf", thumbnail });
    } finally {
      setChecking(false);
    }
  };

  /** A file dropped on the zone becomes the field's file, so the form checks it like a picked one. */
  const dropFile = async (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    const input = fileInput.current;
    if (!input || !event.dataTransfer.files.length) return;
    input.files = event.dataTransfer.files;
    await pickFile(input);
  };

  const fetchPreview = async (url: string) => {
    setAlert("");
    if (!url.trim() || !urlInput.current?.checkValidity()) return;
    try {
      const answer = await rpc<Preview>(PREPARE_PREVIEW_ROUTE, { url: url.trim(), channel_id: channelId }, { silent: true });
      if (answer?.error) return setAlert(answer.error);
      setFields((old) => ({
        ...old,
        name: old.name || answer?.title || "",
        description: old.description || answer?.description || "",
        duration: answer?.completion_time ? Math.round(answer.completion_time * PREVIEW_HOURS_TO_MINUTES) : old.duration,
      }));
      setPreview(answer?.url_src ?? "");
    } catch {
      setAlert(_t("The preview of this address could not be loaded."));
    }
  };

  const save = async (publish: boolean) => {
    if (!form.current?.reportValidity()) return;
    await runWrite(lock, async (keepLocked) => {
      setAlert("");
      setProgress(0);
      setStep("uploading");
      try {
        const values = addSlideValues(channelId, type, fields, type === "presentation" ? file : null, publish);
        const answer = await rpcWithProgress<AddSlideAnswer>(ADD_SLIDE_ROUTE, values, (sent) => setProgress(progressRatio(sent)));
        if (answer?.error || !answer?.url) {
          setStep("form");
          return setAlert(answer?.error ?? _t(UPLOAD_LOST));
        }
        if (answer.certification_url) window.sessionStorage.setItem(CERTIFICATION_URL_KEY, answer.certification_url);
        keepLocked();
        close();
        browserNavigation.assign(answer.url);
      } catch (error) {
        setStep("form");
        setAlert(error instanceof UploadLostError ? _t(UPLOAD_LOST) : (error as Error).message);
      }
    });
  };

  const percent = Math.round(progress * 100);
  const footer = (
    <>
      {step === "form"
        ? saveButtons(canPublish).map(({ label, publish }) => (
            <button key={label} type="button" className={`btn ${publish || !canPublish ? "btn-primary" : "btn-secondary"}`} disabled={checking} onClick={() => void save(publish)}>{_t(label)}</button>
          ))
        : null}
      {step === "form" ? <button type="button" className="btn btn-link" onClick={() => (setStep("select"), setAlert(""))}>{_t("Back")}</button> : null}
      <button type="button" className="btn btn-secondary o_wslides_upload_discard" disabled={step === "uploading"} onClick={close}>{_t(DISCARD)}</button>
    </>
  );

  return (
    <Dialog title={_t(UPLOAD_TITLE)} size="lg" onClose={close} footer={step === "install" ? false : footer} className="o_wslides_upload_dialog">
      {alert ? <div className="alert alert-danger o_wslides_upload_alert" role="alert">{alert}</div> : null}
      {step === "select" ? (
        <div className="d-flex flex-wrap gap-2 o_wslides_select_type" role="group" aria-label={_t("What do you want to add?")}>
          {UPLOAD_TYPES.map((t) => (
            <button key={t.type} type="button" className="btn btn-light border p-3 o_wslides_select_type_button" data-type={t.type} onClick={() => choose(t.type)}>
              <i className={`fa ${t.icon} fa-2x d-block mb-1`} aria-hidden="true" />
              {_t(t.label)}
            </button>
          ))}
          {modules.map((m) => (
            <button key={`module-${m.id}`} type="button" className="btn btn-light border p-3 o_wslides_select_type_button o_wslides_js_install_module" onClick={() => (setInstalling(m), setStep("install"))}>
              <i className="fa fa-download fa-2x d-block mb-1" aria-hidden="true" />
              {m.name}
            </button>
          ))}
        </div>
      ) : null}
      {step === "install" && installing ? (
        <ModuleInstall module={installing} onDiscard={close} onInstalled={() => browserNavigation.assign(`/slides/${channelId}?enable_slide_upload=1`)} />
      ) : null}
      {step === "uploading" ? (
        <div className="o_wslides_upload_progress">
          <p>{_t("Uploading…")}</p>
          {/* Until the browser reports bytes sent, the bar moves without a number rather than sitting at 0. */}
          <div className="progress" role="progressbar" aria-label={_t("Upload progress")} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress > 0 ? percent : undefined}>
            {progress > 0 ? (
              <div className="progress-bar" style={{ width: `${percent}%` }}>{percent}%</div>
            ) : (
              <div className="progress-bar progress-bar-striped progress-bar-animated w-100" />
            )}
          </div>
        </div>
      ) : null}
      <form ref={form} hidden={step !== "form"} onSubmit={(e) => e.preventDefault()} className={`o_wslides_upload_form o_wslides_upload_form_${type}`}>
        <div className="row g-3">
          <div className="col-md-7">
            {type === "presentation" ? (
              <>
                <div className="o_wslides_upload_dropzone rounded p-2 mb-2" onDragOver={(e) => e.preventDefault()} onDrop={(e) => void dropFile(e)}>
                  <label className="form-label" htmlFor="o_wslides_upload_file">{_t("File (pdf or image)")}</label>
                  <input ref={fileInput} id="o_wslides_upload_file" type="file" className="form-control" accept="application/pdf,image/*" required={!file} onChange={(e) => void pickFile(e.target)} />
                  <p className="small text-muted mb-0 mt-1">{_t("or drop it here")}</p>
                </div>
                {file ? <p className="small text-muted o_wslides_upload_file_name">{file.name}</p> : null}
              </>
            ) : null}
            {usesUrl(type) ? (
              <>
                <label className="form-label" htmlFor="o_wslides_upload_url">{_t("URL")}</label>
                <input ref={urlInput} id="o_wslides_upload_url" type="url" className="form-control mb-2" required={type === "video"} value={fields.url} onChange={(e) => set({ url: e.target.value })} onBlur={(e) => void fetchPreview(e.target.value)} />
              </>
            ) : null}
            {type === "certification" ? (
              <ChoiceOrNew
                id="o_wslides_upload_certification"
                labels={{ field: _t("Certification"), none: _t("Choose a certification"), create: _t("Create a new certification…"), name: _t("New certification") }}
                options={certifications.map((c) => ({ id: c.id, name: c.title ?? "" }))} required value={fields.certification} name={fields.certificationName}
                onValue={(certification) => set({ certification })} onName={(certificationName) => set({ certificationName })}
              />
            ) : null}
            <label className="form-label" htmlFor="o_wslides_upload_name">{_t("Title")}</label>
            <input id="o_wslides_upload_name" className="form-control mb-2" required value={fields.name} onChange={(e) => set({ name: e.target.value })} />
            <label className="form-label" htmlFor="o_wslides_upload_description">{_t("Description")}</label>
            <textarea id="o_wslides_upload_description" className="form-control mb-2" rows={2} value={fields.description} onChange={(e) => set({ description: e.target.value })} />
            <label className="form-label" htmlFor="o_wslides_upload_duration">{_t("Duration (minutes)")}</label>
            <input id="o_wslides_upload_duration" type="number" min={0} className="form-control mb-2" value={fields.duration} onChange={(e) => set({ duration: Number(e.target.value) || 0 })} />
            <ChoiceOrNew
              id="o_wslides_upload_section"
              labels={{ field: _t("Section"), none: _t("No section"), create: _t("Create a new section…"), name: _t("New section") }}
              options={sections} value={fields.category} name={fields.categoryName}
              onValue={(category) => set({ category })} onName={(categoryName) => set({ categoryName })}
            />
            <fieldset className="mb-2">
              <legend className="form-label fs-6">{_t("Tags")}</legend>
              {tags.map((t) => (
                <div className="form-check form-check-inline" key={t.id}>
                  <input id={`o_wslides_upload_tag_${t.id}`} className="form-check-input" type="checkbox" checked={fields.tags.includes(String(t.id))}
                    onChange={(e) => set({ tags: e.target.checked ? [...fields.tags, String(t.id)] : fields.tags.filter((id) => id !== String(t.id)) })} />
                  <label className="form-check-label" htmlFor={`o_wslides_upload_tag_${t.id}`}>{t.name}</label>
                </div>
              ))}
              <label className="form-label d-block" htmlFor="o_wslides_upload_new_tags">{_t("New tags (separated by commas)")}</label>
              <input id="o_wslides_upload_new_tags" className="form-control" value={fields.newTags} onChange={(e) => set({ newTags: e.target.value })} />
            </fieldset>
          </div>
          <div className="col-md-5">
            {checking ? <p aria-busy="true">{_t("Checking the file…")}</p> : null}
            {preview ? <img className="img-fluid border o_wslides_upload_preview" src={preview} alt={_t("Preview")} /> : null}
          </div>
        </div>
      </form>
    </Dialog>
  );
}
