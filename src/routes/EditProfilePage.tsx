/**
 * `/edit-profile` (SPEC §2, §5 "Edit profile"): username, age and sex (M or F), all required.
 * Success alerts '회원 정보가 수정되었습니다!' and returns to /setting; failure alerts
 * '수정 실패: …'.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { FormField } from '../components/FormField';
import { SubPageHeader } from '../components/SubPageHeader';
import { ACCOUNT_MESSAGES, hasToken, isProfileFormComplete, loadProfile, saveProfile, type ProfileForm } from '../state/account';
import { showAlert } from '../state/dialog';

/** Edit profile. */
export function EditProfilePage() {
  const [, navigate] = useLocation();
  const [form, setForm] = useState<ProfileForm>({ username: '', age: '', sex: '' });
  const [pending, setPending] = useState(false);

  useEffect(() => {
    let live = true;
    if (!hasToken()) {
      void showAlert(ACCOUNT_MESSAGES.loginRequired).then(() => live && navigate('/login', { replace: true }));
    } else {
      void loadProfile().then((profile) => {
        if (!live || !profile) return;
        setForm((current) => ({
          username: current.username || profile.username || '',
          age: current.age || (profile.age === null || profile.age === undefined ? '' : String(profile.age)),
          sex: current.sex || profile.sex || '',
        }));
      });
    }
    return () => {
      live = false;
    };
  }, [navigate]);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setPending(true);
    const outcome = await saveProfile(form);
    setPending(false);
    await showAlert(outcome.ok ? outcome.value : outcome.error);
    if (outcome.ok) navigate('/setting');
  };

  return (
    <main className="sub-page">
      <SubPageHeader title="회원정보 수정" backTo="/setting" />
      <form className="form-card" onSubmit={(event) => void submit(event)} aria-busy={pending} noValidate>
        <FormField label="이름">
          <input
            className="input"
            type="text"
            name="username"
            autoComplete="name"
            required
            value={form.username}
            onChange={(event) => setForm({ ...form, username: event.target.value })}
          />
        </FormField>
        <FormField label="나이">
          <input
            className="input"
            type="number"
            name="age"
            inputMode="numeric"
            min={1}
            max={120}
            step={1}
            required
            value={form.age}
            onChange={(event) => setForm({ ...form, age: event.target.value })}
          />
        </FormField>
        <fieldset className="segmented">
          <legend className="field-label">성별</legend>
          <div className="segmented-options">
            {(
              [
                ['M', '남성'],
                ['F', '여성'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="segmented-option">
                <input
                  type="radio"
                  name="sex"
                  value={value}
                  checked={form.sex === value}
                  onChange={() => setForm({ ...form, sex: value })}
                />
                <span>{label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={pending || !isProfileFormComplete(form)}>
          저장하기
        </button>
      </form>
    </main>
  );
}
