import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { signIn } from "next-auth/react";
import { lobbyCallOver } from "../../../../tests/support/fake-lobby-http";
import { ModalHost } from "@/features/modals/components/modal-host";
import { useModalStore } from "@/features/modals/store";
import { AccountPath, Code } from "@/protocol";
import { renderWithI18n } from "@/ui/testing";
import { openPhoneSignIn } from "../phone/open-phone-sign-in";
import {
  initialPhoneSignIn,
  usePhoneSignInStore,
} from "../phone/phone-sign-in-store";
import { clearStoredAccounts } from "../phone/stored-accounts";
import { useSignInModalStore } from "../sign-in-modal-store";
import { ChooseAccountModal } from "./choose-account-modal";
import { PhoneSignInModal } from "./phone-sign-in-modal";

const router = { refresh: vi.fn(), replace: vi.fn(), push: vi.fn() };
const post = vi.fn();
vi.mock("next/navigation", () => ({
  useParams: () => ({ locale: "zh_tw" }),
  useRouter: () => router,
}));
vi.mock("next-auth/react", () => ({
  signIn: vi.fn(),
  getSession: vi.fn(async () => null),
}));
vi.mock("@/http/use-lobby-call", () => ({
  useLobbyCall: () => lobbyCallOver((path, body) => post(path, body)),
}));
vi.mock("./hard-navigate", () => ({ hardNavigate: vi.fn() }));

const ok = (Result: unknown) => ({ Code: Code.HttpOk, Message: "", Result });
/** valid_captcha's answer for a number nobody sent a code to today. */
const FREE = ok({ WaitSeconds: 0, CodesLeft: 5 });

function renderModals() {
  renderWithI18n(
    <>
      <PhoneSignInModal />
      <ChooseAccountModal />
      <ModalHost />
    </>,
  );
  act(() => openPhoneSignIn());
}

const phoneBox = () => screen.getByLabelText("手機號碼");
const codeBox = () => screen.getByLabelText("驗證碼");
const sendButton = () =>
  screen.getByRole("button", { name: /發送驗證碼|秒後重發|重新發送|發送中/ });
const loginButton = () => screen.getByRole("button", { name: "登入" });

describe("PhoneSignInModal (手機登入)", () => {
  beforeEach(() => {
    usePhoneSignInStore.setState(initialPhoneSignIn);
    useModalStore.setState({ active: null });
    useSignInModalStore.setState({ open: false });
    clearStoredAccounts();
    post.mockReset();
    vi.mocked(signIn).mockReset();
    router.refresh.mockReset();
  });

  it("shows +886, the fields, 登入 and the reminders", () => {
    renderModals();
    const dialog = screen.getByRole("dialog", { name: "手機登入" });
    expect(dialog.style.maxWidth).toBe("480px");
    expect(dialog).toHaveTextContent("+886");
    expect(dialog).toHaveTextContent("每個手機號碼每日最多可索取 5 次驗證碼。");
    expect(dialog).toHaveTextContent("每組驗證碼最多可輸入 3 次。");
    expect(loginButton()).toBeDisabled();
  });

  it("a wrong code opens the error dialog with the spec's text as written; closing it reopens the phone modal as typed", async () => {
    post.mockImplementation(async (path: string) =>
      path === AccountPath.CodeSendCheck
        ? FREE
        : path === AccountPath.SignInCodeSend
          ? ok({ ExpiresIn: 600, ResendAfter: 60 })
          : { Code: Code.WrongCode, Message: "", Result: { RemainingTime: 2 } },
    );
    renderModals();
    fireEvent.change(phoneBox(), { target: { value: "912345678" } });
    await act(async () => fireEvent.click(sendButton()));
    fireEvent.change(codeBox(), { target: { value: "000000" } });
    await act(async () => fireEvent.click(loginButton()));
    // account §8 exactly: half-width brackets, no 。 added
    expect(await screen.findByTestId("modal-text")).toHaveTextContent(
      /^驗證碼錯誤\(剩餘驗證次數：2\)$/,
    );
    await waitFor(() =>
      expect(
        screen.queryByRole("dialog", { name: "手機登入" }),
      ).not.toBeInTheDocument(),
    );
    fireEvent.click(screen.getByRole("button", { name: "確定" }));
    expect(
      await screen.findByRole("dialog", { name: "手機登入" }),
    ).toBeInTheDocument();
    expect(phoneBox()).toHaveValue("912345678");
    expect(codeBox()).toHaveValue("000000");
    expect(loginButton()).toBeEnabled();
  });

  it("a completed number is checked once (valid_captcha): a code sent 42 s ago elsewhere counts down and may be entered", async () => {
    post.mockImplementation(async (path: string) =>
      path === AccountPath.CodeSendCheck
        ? ok({ WaitSeconds: 18, CodesLeft: 4 })
        : null,
    );
    renderModals();
    fireEvent.change(phoneBox(), { target: { value: "91234567" } });
    expect(post).not.toHaveBeenCalled();
    fireEvent.change(phoneBox(), { target: { value: "912345678" } });
    await waitFor(() => expect(sendButton()).toHaveTextContent("18 秒後重發"));
    expect(post.mock.calls).toEqual([
      [
        AccountPath.CodeSendCheck,
        {
          Purpose: "signIn",
          CountryCode: 886,
          PhoneNumber: "0912345678",
          DeviceID: expect.any(String),
        },
      ],
    ]);
    fireEvent.change(codeBox(), { target: { value: "123456" } });
    expect(loginButton()).toBeEnabled();
  });

  it("a number at its daily limit says so under the number, as the spec writes it, and 發送驗證碼 stays off until it changes", async () => {
    post.mockImplementation(
      async (path: string, body: { PhoneNumber: string }) =>
        path === AccountPath.CodeSendCheck && body.PhoneNumber === "0912345678"
          ? { Code: Code.PhoneDailyLimit, Message: "", Result: null }
          : FREE,
    );
    renderModals();
    fireEvent.change(phoneBox(), { target: { value: "0912345678" } });
    expect(await screen.findByRole("status")).toHaveTextContent(
      /^您的門號已達當日發送驗證碼上限，請於 24 小時後重試$/,
    );
    expect(sendButton()).toBeDisabled();
    expect(phoneBox()).toHaveAttribute(
      "aria-describedby",
      screen.getByRole("status").id,
    );
    fireEvent.change(phoneBox(), { target: { value: "0912345670" } });
    await waitFor(() => expect(sendButton()).toBeEnabled());
    expect(
      screen.queryByText(/您的門號已達當日發送驗證碼上限/),
    ).not.toBeInTheDocument();
  });

  it("keeps digits only, at most 12, and says when the number cannot be right", () => {
    renderModals();
    fireEvent.change(phoneBox(), { target: { value: "09-12a345678999" } });
    expect(phoneBox()).toHaveValue("091234567899");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "請輸入正確手機號碼格式",
    );
    fireEvent.change(phoneBox(), { target: { value: "8" } });
    expect(screen.getByRole("alert")).toHaveTextContent(
      "請輸入正確手機號碼格式",
    );
    fireEvent.change(phoneBox(), { target: { value: "0912" } });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("send-code is disabled while the number is too short, then counts down 60 s after sending", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    post.mockImplementation(async (path: string) =>
      path === AccountPath.CodeSendCheck
        ? FREE
        : ok({ ExpiresIn: 600, ResendAfter: 60 }),
    );
    renderModals();
    fireEvent.change(phoneBox(), { target: { value: "91234567" } });
    expect(sendButton()).toBeDisabled();
    fireEvent.change(phoneBox(), { target: { value: "912345678" } });
    expect(sendButton()).toBeEnabled();
    await act(async () => fireEvent.click(sendButton()));
    expect(post).toHaveBeenCalledWith(
      AccountPath.SignInCodeSend,
      expect.objectContaining({ PhoneNumber: "0912345678", CountryCode: 886 }),
    );
    expect(sendButton()).toHaveTextContent("60 秒後重發");
    expect(sendButton()).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(sendButton()).toHaveTextContent("重新發送");
    expect(sendButton()).toBeEnabled();
    vi.useRealTimers();
  });

  it("登入 waits for a requested code of 6 digits, then signs in through next-auth", async () => {
    post.mockImplementation(async (path: string) =>
      path === AccountPath.CodeSendCheck
        ? FREE
        : path === AccountPath.SignInCodeSend
          ? ok({ ExpiresIn: 600, ResendAfter: 60 })
          : ok({
              Token: "ticket",
              Player: [
                {
                  Player: { PlayerID: 7, Name: "甲", RegistTime: "2025-01-01" },
                  Level: 3,
                },
              ],
            }),
    );
    vi.mocked(signIn).mockResolvedValue({
      ok: true,
      error: null,
      status: 200,
      url: null,
    });
    renderModals();
    fireEvent.change(phoneBox(), { target: { value: "0912345678" } });
    fireEvent.change(codeBox(), { target: { value: "12345a6" } });
    expect(codeBox()).toHaveValue("123456");
    expect(loginButton()).toBeDisabled();
    await act(async () => fireEvent.click(sendButton()));
    expect(loginButton()).toBeEnabled();
    await act(async () => fireEvent.click(loginButton()));
    await waitFor(() =>
      expect(signIn).toHaveBeenCalledWith(
        "phone",
        expect.objectContaining({
          ticket: "ticket",
          playerID: "7",
          redirect: false,
        }),
      ),
    );
    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
    await waitFor(() =>
      expect(
        screen.queryByRole("dialog", { name: "手機登入" }),
      ).not.toBeInTheDocument(),
    );
  });

  it("3 accounts: 選擇帳號 lists name and LV.n oldest first; 登出 goes back", async () => {
    post.mockImplementation(async (path: string) =>
      path === AccountPath.CodeSendCheck
        ? FREE
        : path === AccountPath.SignInCodeSend
          ? ok({ ExpiresIn: 600, ResendAfter: 60 })
          : ok({
              Token: "ticket",
              Player: [
                {
                  Player: { PlayerID: 3, Name: "丙", RegistTime: "2025-03-01" },
                  Level: 9,
                },
                {
                  Player: { PlayerID: 1, Name: "甲", RegistTime: "2025-01-01" },
                  Level: 2,
                },
                {
                  Player: { PlayerID: 2, Name: "乙", RegistTime: "2025-02-01" },
                  Level: 5,
                },
              ],
            }),
    );
    renderModals();
    fireEvent.change(phoneBox(), { target: { value: "0912345678" } });
    fireEvent.change(codeBox(), { target: { value: "123456" } });
    await act(async () => fireEvent.click(sendButton()));
    await act(async () => fireEvent.click(loginButton()));
    const dialog = await screen.findByRole("dialog", { name: "選擇帳號" });
    const rows = Array.from(dialog.querySelectorAll("li")).map(
      (li) => li.textContent,
    );
    expect(rows).toEqual(["甲甲LV.2登入", "乙乙LV.5登入", "丙丙LV.9登入"]);
    vi.mocked(signIn).mockResolvedValue({
      ok: true,
      error: null,
      status: 200,
      url: null,
    });
    await act(async () =>
      fireEvent.click(screen.getByRole("button", { name: "登入 乙" })),
    );
    expect(signIn).toHaveBeenCalledWith(
      "phone",
      expect.objectContaining({ ticket: "ticket", playerID: "2" }),
    );
  });

  it("選擇帳號 登出 clears the kept accounts and returns to 手機登入", async () => {
    usePhoneSignInStore.setState({
      view: "choose",
      accounts: {
        ticket: "t",
        accounts: [
          {
            Player: { PlayerID: 1, Name: "甲", RegistTime: "2025-01-01" },
            Level: 2,
          },
        ],
      },
    });
    renderWithI18n(
      <>
        <PhoneSignInModal />
        <ChooseAccountModal />
      </>,
    );
    fireEvent.click(screen.getByRole("button", { name: "登出" }));
    expect(
      await screen.findByRole("dialog", { name: "手機登入" }),
    ).toBeInTheDocument();
    expect(usePhoneSignInStore.getState().accounts).toBeNull();
  });

  it("使用其他方式登入 goes back to the sign-in modal", () => {
    renderModals();
    fireEvent.click(screen.getByRole("button", { name: "使用其他方式登入" }));
    expect(useSignInModalStore.getState().open).toBe(true);
    expect(usePhoneSignInStore.getState().view).toBeNull();
  });
});
