;;; navlint-eglot.el --- navlint language server for Swift buffers via eglot  -*- lexical-binding: t; -*-

;; Usage: (load "/path/to/editors/emacs/navlint-eglot.el") in your init file, then M-x eglot in a
;; Swift buffer (or keep the hook below to start it automatically).
;; Needs eglot: built in from Emacs 29; on Emacs 26-28 install it from GNU ELPA or Debian's elpa-eglot.

(require 'eglot)

(defgroup navlint nil "navlint language server." :group 'tools)

(defcustom navlint-program "navlint"
  "The navlint executable (a full path when it is not on `exec-path')."
  :type 'string :group 'navlint)

;; swift-mode (MELPA) is the usual major mode. When it is not installed, define a minimal one with the
;; same name, so eglot sends the language id "swift" (it derives the id from the mode's name).
(unless (fboundp 'swift-mode)
  (define-derived-mode swift-mode prog-mode "Swift"
    "Minimal Swift mode (navlint-eglot) used when swift-mode is not installed."
    (setq-local comment-start "// "))
  (add-to-list 'auto-mode-alist '("\\.swift\\'" . swift-mode)))

(add-to-list 'eglot-server-programs
             `(swift-mode . ,(lambda (&rest _) (list navlint-program "lsp"))))

(defcustom navlint-eglot-auto-start t
  "Start eglot automatically in Swift buffers."
  :type 'boolean :group 'navlint)

(when navlint-eglot-auto-start
  (add-hook 'swift-mode-hook #'eglot-ensure))

(provide 'navlint-eglot)
;;; navlint-eglot.el ends here
