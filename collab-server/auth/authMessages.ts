/** What sign-in and session calls tell the user; the spec's strings are used verbatim. */
export const AUTH_MESSAGES = {
  wrongCredentials: 'Неверный логин или пароль',
  notSignedIn: 'Необходимо войти в систему',
  licensedUsersExceeded: 'Превышено количество лицензированных пользователей. Обратитесь в службу поддержки.',
  ssoTokenFailed: 'Не удалось авторизоваться по SSO-токену',
  tooManySignInAttempts: 'Слишком много попыток входа. Повторите попытку через минуту.',
  oidcNotConfigured: 'Вход через OpenID Connect не настроен',
  oidcProviderUnavailable: 'Сервер OpenID Connect недоступен',
  otherUsersPassword: 'Менять пароль другого пользователя может только администратор',
  userNotFound: 'Пользователь не найден',
  publicUserPassword: 'Пользователю общего доступа нельзя задать пароль',
  accountDisabled: 'Учетная запись отключена. Обратитесь к администратору.',
} as const;
